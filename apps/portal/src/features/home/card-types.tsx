import { useTranslations } from 'next-intl';
import styles from './card-types.module.css';

const cardTypes = ['universal', 'identified'] as const;

export function CardTypes() {
  const t = useTranslations('HomePage.cardTypes');
  return (
    <section className={styles.section} aria-labelledby="card-types-title">
      <div className={styles.heading}>
        <h2 id="card-types-title">{t('title')}</h2>
      </div>
      <ul className={styles.list}>
        {cardTypes.map((type) => (
          <li key={type} className={`${styles.item} ${styles[type]}`}>
            <h3>{t(`${type}.title`)}</h3>
            <p>{t(`${type}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
