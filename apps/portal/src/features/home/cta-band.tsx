import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './cta-band.module.css';

export function CtaBand() {
  const hero = useTranslations('HomePage.hero');
  const t = useTranslations('HomePage.cta');
  return (
    <section className={styles.section} aria-labelledby="cta-title">
      <div className={styles.band}>
        <div>
          <h2 id="cta-title">{t('title')}</h2>
          <p>{t('text')}</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink href="/sign-up" size="lg">
            {hero('primaryAction')}
          </ButtonLink>
          <ButtonLink href="/sign-in" size="lg" variant="inverse">
            {hero('secondaryAction')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
