import { useTranslations } from 'next-intl';
import { LogoMark } from '@/components/ui/logo-mark';
import styles from './hero-card.module.css';

/** An illustration of a business card with its limit and points; decorative, hidden from assistive tech. */
export function HeroCard() {
  const t = useTranslations('HomePage.heroCard');
  return (
    <div className={styles.visual} aria-hidden="true">
      <div className={styles.card}>
        <div className={styles.cardTop}>
          <LogoMark size={32} />
          <span>{t('cardLabel')}</span>
        </div>
        <div className={styles.chip} />
        <p className={styles.number}>•••• •••• •••• 4821</p>
        <p className={styles.type}>{t('cardType')}</p>
      </div>
      <div className={`${styles.stat} ${styles.limit}`}>
        <span>{t('limitLabel')}</span>
        <strong>{t('limitValue')}</strong>
        <span className={styles.meter}>
          <span />
        </span>
      </div>
      <div className={`${styles.stat} ${styles.points}`}>
        <span>{t('pointsLabel')}</span>
        <strong>{t('pointsValue')}</strong>
      </div>
    </div>
  );
}
