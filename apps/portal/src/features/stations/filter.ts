import type { StationFilters, StationView } from './types';

/**
 * Text as the search compares it: without accents or other marks, lower case (Georgian's Mtavruli
 * capitals too), single spaces. "Tbílisi", "TBILISI" and "tbilisi" are the same.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The stations that match: the city text anywhere in one of the city's names (any language), and
 * every ticked fuel and every ticked service.
 */
export function filterStations(stations: StationView[], filters: StationFilters): StationView[] {
  const query = foldText(filters.city);
  return stations.filter(
    (station) =>
      (query === '' || station.cityNames.some((name) => foldText(name).includes(query))) &&
      filters.products.every((product) => station.products.includes(product)) &&
      filters.services.every((service) => station.services.includes(service)),
  );
}
