import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { type Locale, routing } from './routing';

export type LocaleParams = Promise<{ locale: string }>;

/**
 * Reads the `[locale]` segment and registers it for next-intl, which keeps the page statically
 * renderable. Layouts and pages each call it, because Next renders them independently.
 */
export async function resolveLocaleParam(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
