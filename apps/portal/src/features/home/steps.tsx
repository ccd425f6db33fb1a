import { useTranslations } from 'next-intl';
import styles from './steps.module.css';

const steps = ['register', 'order', 'track'] as const;

export function Steps() {
  const t = useTranslations('HomePage.steps');
  return (
    <section className={styles.section} aria-labelledby="steps-title">
      <div className={styles.heading}>
        <h2 id="steps-title">{t('title')}</h2>
      </div>
      <ol className={styles.list}>
        {steps.map((step) => (
          <li key={step} className={styles.item}>
            <h3>{t(`${step}.title`)}</h3>
            <p>{t(`${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
