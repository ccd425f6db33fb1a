import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Article, ArticleUnavailable } from '@/features/cms/article';
import { getEntry, optional } from '@/features/cms/content';
import { calendarDateFormatter } from '@/features/cms/dates';
import { labelOf } from '@/features/cms/labels';
import { tenderData } from '@/features/cms/schemas';
import type { Locale } from '@/i18n/routing';
import { deadlineBadge } from './deadline-label';
import styles from './tender-detail.module.css';

export function loadTender(slug: string, locale: Locale) {
  return getEntry('tender', tenderData, slug, locale);
}

/** /tenders/[slug]: one tender, its deadline standing and where to send a bid; unknown slugs are a 404. */
export async function TenderDetail({ locale, slug }: { locale: Locale; slug: string }) {
  const [entry, t, date] = await Promise.all([
    optional(loadTender(slug, locale), 'tenders entry'),
    getTranslations({ locale, namespace: 'Tenders' }),
    calendarDateFormatter(locale),
  ]);
  if (entry === undefined) {
    const [pages, cms] = await Promise.all([
      getTranslations({ locale, namespace: 'Pages.tenders' }),
      getTranslations({ locale, namespace: 'Cms' }),
    ]);
    return <ArticleUnavailable title={pages('title')} message={cms('unavailable')} />;
  }
  if (!entry) notFound();
  const { title, reference, description, category, contactEmail } = entry.data;
  const deadline = date(entry.data.deadline);
  const badge = deadlineBadge(t, entry.data.deadline, new Date());
  const expired = badge.state.kind === 'expired';
  return (
    <Article
      back={{ href: '/tenders', label: t('back') }}
      title={title}
      body={description}
      meta={
        <dl className={styles.facts}>
          <div>
            <dt>{t('reference')}</dt>
            <dd>{reference}</dd>
          </div>
          <div>
            <dt>{t('category')}</dt>
            <dd>{labelOf(t, `categories.${category}`, category)}</dd>
          </div>
          <div>
            <dt>{t('deadline')}</dt>
            <dd>
              <time dateTime={deadline.value}>{deadline.label}</time>{' '}
              <strong className={expired ? `${styles.badge} ${styles.expired}` : styles.badge}>
                {badge.label}
              </strong>
            </dd>
          </div>
          <div>
            <dt>{t('contact')}</dt>
            <dd>
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </dd>
          </div>
        </dl>
      }
      notice={expired ? <p className={styles.notice}>{t('expiredNote')}</p> : undefined}
    />
  );
}
