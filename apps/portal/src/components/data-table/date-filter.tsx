'use client';

import { useId } from 'react';
import { DateInput } from '@/components/form/date-input';
import styles from './data-table.module.css';

type Props = { label: string; value: string; min?: string; max?: string; onChange: (day: string) => void };

/** A calendar day of a period filter (`YYYY-MM-DD`, typed as the user's language writes a day). */
export function DateFilter({ label, value, min, max, onChange }: Props) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <DateInput id={id} value={value} min={min || undefined} max={max || undefined} onChange={onChange} />
    </div>
  );
}
