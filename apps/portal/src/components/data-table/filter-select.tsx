'use client';

import { useId } from 'react';
import styles from './data-table.module.css';

type Props = {
  label: string;
  value: string;
  /** The choices; the first is usually "All" with the value ''. */
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** A filter of the table's toolbar: a native select (keyboard and screen readers know it). */
export function FilterSelect({ label, value, options, onChange }: Props) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
