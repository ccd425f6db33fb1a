'use client';

import { useEffect, useId, useState } from 'react';
import styles from './data-table.module.css';

type Props = { label: string; value: string; onSearch: (value: string) => void; delayMs?: number };

/** A search field that reports what was typed once typing pauses (one request, not one per key). */
export function SearchBox({ label, value, onSearch, delayMs = 300 }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}
