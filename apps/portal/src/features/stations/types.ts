import type { ProductId, ServiceId } from './catalog';

/** A station as the explorer shows it: texts in the page's language, the city in every language for search. */
export type StationView = {
  code: string;
  name: string;
  city: string;
  /** The city's names in every language, for the search. */
  cityNames: string[];
  address: string;
  openingHours: string;
  lat: number;
  lng: number;
  products: ProductId[];
  services: ServiceId[];
};

export type StationFilters = { city: string; products: ProductId[]; services: ServiceId[] };
