import type { Metadata } from 'next';
import { connection } from 'next/server';
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
  // Stations and the tile setting are read per request; the stations come from the data cache.
  await connection();
  return <StationsPage locale={locale} />;
}
