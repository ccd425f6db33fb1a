'use client';

import { useId } from 'react';
import styles from './data-table.module.css';

type Props = { label: string; value: string; min?: string; max?: string; onChange: (day: string) => void };

/** A calendar day of a period filter (`YYYY-MM-DD`, the browser's own date picker). */
export function DateFilter({ label, value, min, max, onChange }: Props) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
