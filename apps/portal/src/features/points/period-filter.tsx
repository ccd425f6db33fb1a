'use client';

import { useTranslations } from 'next-intl';
import styles from './points.module.css';

/** Two calendar dates (Tbilisi days, both included) for a list's period. */
export function PeriodFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (period: { from: string; to: string }) => void;
}) {
  const t = useTranslations('Period');
  return (
    <div className={styles.period}>
      <label>
        {t('from')}
        <input
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value, to })}
        />
      </label>
      <label>
        {t('to')}
        <input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ from, to: event.target.value })}
        />
      </label>
    </div>
  );
}
