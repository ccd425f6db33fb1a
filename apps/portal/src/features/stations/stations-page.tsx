import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { publicConfig } from '@/config';
import { getStations, optional } from '@/features/cms/content';
import { Unavailable } from '@/features/cms/unavailable';
import type { Locale } from '@/i18n/routing';
import { CITY_LABELS, type CityKey, known, PRODUCTS, productIds, SERVICES, serviceIds } from './catalog';
import { StationsExplorer, type StationsLabels } from './stations-explorer';
import type { StationView } from './types';

/** /stations-map: the stations from the CMS, as a filterable list and a map side by side. */
export async function StationsPage({ locale }: { locale: Locale }) {
  const [pages, t, cms, stations] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages.stationsMap' }),
    getTranslations({ locale, namespace: 'StationsMap' }),
    getTranslations({ locale, namespace: 'Cms' }),
    optional(getStations(), 'stations'),
  ]);
  const { stationsTileUrl, stationsTileAttribution } = publicConfig();

  const views: StationView[] = (stations ?? [])
    .map((station) => ({
      code: station.code,
      name: station.name[locale] ?? station.name.en ?? station.code,
      city: station.city[locale] ?? station.city.en ?? '',
      cityNames: Object.values(station.city).filter((name): name is string => Boolean(name)),
      address: station.address[locale] ?? station.address.en ?? '',
      openingHours: station.openingHours[locale] ?? station.openingHours.en ?? '',
      lat: station.lat,
      lng: station.lng,
      products: known(PRODUCTS, station.products),
      services: known(SERVICES, station.services),
    }))
    .sort((a, b) => a.city.localeCompare(b.city, locale) || a.name.localeCompare(b.name, locale));

  const labels: StationsLabels = {
    filters: t('filters'),
    city: t('city'),
    cityHint: t('cityHint'),
    products: t('products'),
    services: t('services'),
    filterHint: t('filterHint'),
    clear: t('clear'),
    counts: Array.from({ length: views.length + 1 }, (_, count) => t('count', { count })),
    list: t('list'),
    map: t('map'),
    mapHint: t('mapHint'),
    loadingMap: t('loadingMap'),
    showOnMap: t('showOnMap'),
    openingHours: t('openingHours'),
    noResults: t('noResults'),
    zoomIn: t('zoomIn'),
    zoomOut: t('zoomOut'),
    closePopup: t('closePopup'),
    clusterZoom: t('clusterZoom'),
    productNames: Object.fromEntries(
      productIds.map((id) => [id, t(`productNames.${id}`)]),
    ) as StationsLabels['productNames'],
    serviceNames: Object.fromEntries(
      serviceIds.map((id) => [id, t(`serviceNames.${id}`)]),
    ) as StationsLabels['serviceNames'],
    cities: Object.fromEntries(CITY_LABELS.map(({ key }) => [key, t(`cities.${key}`)])) as Record<
      CityKey,
      string
    >,
  };

  return (
    <PageContainer>
      <PageHeading title={pages('title')} lead={t('lead')} />
      {stations ? (
        <StationsExplorer
          stations={views}
          products={productIds}
          services={serviceIds}
          labels={labels}
          tileUrl={stationsTileUrl}
          tileAttribution={stationsTileAttribution}
        />
      ) : (
        <Unavailable message={cms('unavailable')} />
      )}
    </PageContainer>
  );
}
