import { getTranslations } from 'next-intl/server';
import { CmsLink } from '@/features/cms/cms-link';
import { getBusinessCardBlock, optional } from '@/features/cms/content';
import { cmsLink } from '@/features/cms/links';
import { RichText } from '@/features/cms/rich-text';
import type { Locale } from '@/i18n/routing';
import styles from './business-card-block.module.css';

/** The CMS's business-card block: fuel cards for companies, with the editors' call to action. */
export async function BusinessCardBlock({ locale }: { locale: Locale }) {
  const [t, block] = await Promise.all([
    getTranslations({ locale, namespace: 'HomePage.businessCard' }),
    optional(getBusinessCardBlock(locale), 'business-card block'),
  ]);
  // The block is the editors' to show: without it (or without the platform) the page goes on without it.
  if (!block) return null;
  const link = block.ctaHref ? cmsLink(block.ctaHref) : undefined;
  return (
    <section className={styles.section} aria-labelledby="business-card-title">
      <div className={styles.panel}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h2 id="business-card-title" className={styles.title}>
          {block.title}
        </h2>
        <RichText html={block.body} className={styles.body} />
        {link && block.ctaLabel && (
          <CmsLink className={styles.cta} link={link}>
            {block.ctaLabel}
          </CmsLink>
        )}
      </div>
    </section>
  );
}
