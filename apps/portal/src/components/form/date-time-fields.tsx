'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ComponentProps, type FocusEvent, useState } from 'react';
import { datePattern, formatDateInput, parseDateInput, parseTimeInput, timePattern } from '@/lib/format';
import { TextField } from './text-field';

// Date and time fields of react-hook-form forms, registered with `setValueAs: dateValue` (or
// `timeValue`): the field shows what the user typed, `26.11.2026` or `26/11/2026`, `9:05`; the form
// holds `2026-11-26` and `09:05`, which the shared schemas validate. Native date and time inputs are
// not used: Chromium shows them as `mm/dd/yyyy` and a 12-hour clock in en-US whatever the page's language.

/** The typed day as `YYYY-MM-DD`; other text stays as typed, for the schema to refuse. */
export const dateValue = (text: unknown) =>
  typeof text === 'string' && text.trim() ? (parseDateInput(text) ?? text) : text;

/** The typed time as 24-hour `HH:mm`; other text stays as typed, for the schema to refuse. */
export const timeValue = (text: unknown) =>
  typeof text === 'string' && text.trim() ? (parseTimeInput(text) ?? text) : text;

type Props = ComponentProps<typeof TextField>;

/** Whether the field's text is neither empty nor readable, checked when the field is left. */
function useUnreadable(parse: (text: string) => string | null, onBlur: Props['onBlur']) {
  const [unreadable, setUnreadable] = useState(false);
  return {
    unreadable,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const text = event.target.value.trim();
      setUnreadable(text !== '' && parse(text) === null);
      onBlur?.(event);
    },
  };
}

/** A day as the user's language writes it (`dd.mm.yyyy` in Georgian), with the pattern as its hint. */
export function DateField({ hint, error, onBlur, ...input }: Props) {
  const locale = useLocale();
  const t = useTranslations('DateTimeFields');
  const check = useUnreadable(parseDateInput, onBlur);
  const pattern = datePattern(locale);
  return (
    <TextField
      {...input}
      type="text"
      autoComplete="off"
      placeholder={pattern}
      hint={hint ?? t('dateHint', { pattern })}
      error={
        check.unreadable ? t('date', { pattern, example: formatDateInput('2026-12-31', locale) }) : error
      }
      onBlur={check.onBlur}
    />
  );
}

/** A 24-hour time of day (`hh:mm`) in both languages. */
export function TimeField({ hint, error, onBlur, ...input }: Props) {
  const locale = useLocale();
  const t = useTranslations('DateTimeFields');
  const check = useUnreadable(parseTimeInput, onBlur);
  const pattern = timePattern(locale);
  return (
    <TextField
      {...input}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={pattern}
      maxLength={5}
      hint={hint ?? t('timeHint', { pattern })}
      error={check.unreadable ? t('time', { pattern }) : error}
      onBlur={check.onBlur}
    />
  );
}
