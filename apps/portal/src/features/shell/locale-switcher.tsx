import { useTranslations } from 'next-intl';
import { routing } from '@/i18n/routing';
import { LocaleLinks } from './locale-links';

/** Server part: the labels come from the catalogue here, so the browser needs no message formatter. */
export function LocaleSwitcher() {
  const t = useTranslations('LocaleSwitcher');
  const options = routing.locales.map((locale) => ({
    locale,
    name: t(locale),
    short: t(`${locale}Short`),
  }));
  return (
    <nav aria-label={t('label')}>
      <LocaleLinks options={options} />
    </nav>
  );
}
