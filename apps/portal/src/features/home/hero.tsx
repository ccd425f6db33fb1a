import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './hero.module.css';
import { HeroCard } from './hero-card';

export function Hero() {
  const t = useTranslations('HomePage.hero');
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.panel}>
        <div>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 id="home-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={styles.lead}>{t('lead')}</p>
          <div className={styles.actions}>
            <ButtonLink href="/sign-up" size="lg">
              {t('primaryAction')}
            </ButtonLink>
            <p className={styles.returning}>
              <span>{t('returningHint')}</span>
              <ButtonLink href="/sign-in" size="lg" variant="inverse">
                {t('secondaryAction')}
              </ButtonLink>
            </p>
          </div>
        </div>
        <HeroCard />
      </div>
    </section>
  );
}
