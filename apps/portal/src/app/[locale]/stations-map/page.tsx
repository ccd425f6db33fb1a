import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StationsPage } from '@/features/stations/stations-page';
import { type LocaleParams, resolveLocaleParam } from '@/i18n/locale-param';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages.stationsMap' });
  return { title: t('title') };
}

export default async function StationsMapPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  return <StationsPage locale={locale} />;
}
