'use client';

import { useTranslations } from 'next-intl';
import { DateFilter } from '@/components/data-table/date-filter';
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
      <DateFilter label={t('from')} value={from} max={to} onChange={(day) => onChange({ from: day, to })} />
      <DateFilter label={t('to')} value={to} min={from} onChange={(day) => onChange({ from, to: day })} />
    </div>
  );
}
