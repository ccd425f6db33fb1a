import { useLocale, useTranslations } from 'next-intl';
import { NotFoundContent } from '@/components/not-found-content';
import { getPathname } from '@/i18n/navigation';

export default function LocaleNotFound() {
  const t = useTranslations('NotFound');
  const locale = useLocale();
  return (
    <NotFoundContent
      title={t('title')}
      description={t('description')}
      homeLabel={t('home')}
      homeHref={getPathname({ href: '/', locale })}
    />
  );
}
