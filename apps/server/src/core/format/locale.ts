/** A language tag as the portal and the server carry it: `en`, `ka`, `ka-GE`, ... */
export type FormatLocale = string;

/** The language whose formats apply: Georgian for any `ka` tag, English otherwise. */
export function languageOf(locale: FormatLocale): 'en' | 'ka' {
  return locale.startsWith('ka') ? 'ka' : 'en';
}
