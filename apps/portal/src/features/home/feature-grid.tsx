import { useTranslations } from 'next-intl';
import styles from './feature-grid.module.css';
import { CardIcon, FuelIcon, LimitIcon, PointsIcon, ReportsIcon, TruckIcon } from './icons';

const features = [
  { key: 'fuel', Icon: FuelIcon },
  { key: 'cards', Icon: CardIcon },
  { key: 'limits', Icon: LimitIcon },
  { key: 'wholesale', Icon: TruckIcon },
  { key: 'points', Icon: PointsIcon },
  { key: 'team', Icon: ReportsIcon },
] as const;

export function FeatureGrid() {
  const t = useTranslations('HomePage.features');
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <div className={styles.heading}>
        <h2 id="features-title">{t('title')}</h2>
        <p>{t('intro')}</p>
      </div>
      <ul className={styles.grid}>
        {features.map(({ key, Icon }) => (
          <li key={key} className={styles.item}>
            <span className={styles.icon}>
              <Icon />
            </span>
            <h3>{t(`${key}.title`)}</h3>
            <p>{t(`${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
