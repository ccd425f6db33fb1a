'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type KeyboardEvent, useState } from 'react';
import { datePattern, formatDateInput, parseDateInput } from '@/lib/format';
import styles from './form.module.css';

type Props = {
  id: string;
  /** The day, `YYYY-MM-DD`, or '' for none. */
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
};

type Problem = 'date' | 'min' | 'max';

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Why `day` (typed as `text`) cannot be taken, or null. */
function problemOf(text: string, day: string | null, min?: string, max?: string): Problem | null {
  if (!text.trim()) return null;
  if (!day) return 'date';
  if (min && day < min) return 'min';
  if (max && day > max) return 'max';
  return null;
}

/**
 * A day typed as the user's language writes it (`dd.mm.yyyy` in Georgian, `dd/mm/yyyy` in English),
 * for a filter whose value is `YYYY-MM-DD`: Chromium's own date input shows `mm/dd/yyyy` in en-US
 * whatever the page's language. The value changes once the text is a whole day; ↑ and ↓ move it a
 * day; text that is no day (or lies outside min…max) is marked and explained when the field is left.
 */
export function DateInput({ id, value, min, max, onChange }: Props) {
  const locale = useLocale();
  const t = useTranslations('DateTimeFields');
  const [text, setText] = useState(() => formatDateInput(value, locale));
  // The value the text was last matched with: when the value changes from outside (a reset, the
  // address), the text follows, unless it already reads as that day (the user's own typing).
  const [matched, setMatched] = useState(value);
  const [problem, setProblem] = useState<Problem | null>(null);
  if (matched !== value) {
    setMatched(value);
    if ((parseDateInput(text) ?? '') !== value) setText(formatDateInput(value, locale));
  }

  const take = (typed: string) => {
    setText(typed);
    const day = parseDateInput(typed);
    const found = problemOf(typed, day, min, max);
    if (problem) setProblem(found);
    if (!typed.trim()) {
      if (value) onChange('');
    } else if (day && !found && day !== value) onChange(day);
  };
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    const days = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (!days || !value) return;
    event.preventDefault();
    const day = shiftDay(value, days);
    if ((min && day < min) || (max && day > max)) return;
    setText(formatDateInput(day, locale));
    setProblem(null);
    onChange(day);
  };

  const pattern = datePattern(locale);
  const errorId = `${id}-error`;
  const bound = problem === 'min' ? min : problem === 'max' ? max : undefined;
  return (
    <>
      <input
        id={id}
        type="text"
        autoComplete="off"
        placeholder={pattern}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => take(event.target.value)}
        onBlur={(event) =>
          setProblem(problemOf(event.target.value, parseDateInput(event.target.value), min, max))
        }
        onKeyDown={step}
      />
      {problem && (
        <span id={errorId} className={styles.error} role="alert">
          {t(problem, {
            pattern,
            example: formatDateInput('2026-12-31', locale),
            day: bound ? formatDateInput(bound, locale) : '',
          })}
        </span>
      )}
    </>
  );
}
