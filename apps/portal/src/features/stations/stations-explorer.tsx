'use client';

import dynamic from 'next/dynamic';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { CityKey, ProductId, ServiceId } from './catalog';
import { filterStations } from './filter';
import styles from './stations-explorer.module.css';
import type { StationFilters, StationView } from './types';

export type StationsLabels = {
  filters: string;
  city: string;
  cityHint: string;
  products: string;
  services: string;
  filterHint: string;
  clear: string;
  /** "{count} stations" for every count from 0 to the number of stations (no formatter here). */
  counts: string[];
  list: string;
  map: string;
  mapHint: string;
  loadingMap: string;
  showOnMap: string;
  openingHours: string;
  noResults: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  /** After a group's count: "zoom in to see them". */
  clusterZoom: string;
  productNames: Record<ProductId, string>;
  serviceNames: Record<ServiceId, string>;
  cities: Record<CityKey, string>;
};

type Props = {
  stations: StationView[];
  products: ProductId[];
  services: ServiceId[];
  labels: StationsLabels;
  /** Optional raster tiles under the outline (STATIONS_TILE_URL); without it the map works offline. */
  tileUrl?: string;
  tileAttribution?: string;
};

// Leaflet and its stylesheet load in their own chunk, on this page only, in the browser only.
const StationsMap = dynamic(() => import('./stations-map'), { ssr: false });

const noFilters: StationFilters = { city: '', products: [], services: [] };

/**
 * The stations page's island: filters, then the list (the accessible alternative) and the map, both
 * showing the same stations. The map's code (Leaflet) loads only here, after the page is up.
 */
export function StationsExplorer({ stations, products, services, labels, tileUrl, tileAttribution }: Props) {
  const [filters, setFilters] = useState<StationFilters>(noFilters);
  const [selected, setSelected] = useState<string | null>(null);
  // On a phone the filters fold away behind a button, so the map comes first; a desktop shows them.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const deferred = useDeferredValue(filters);
  const visible = useMemo(() => filterStations(stations, deferred), [stations, deferred]);
  const id = useId();

  const toggle = <K extends 'products' | 'services'>(key: K, value: StationFilters[K][number], on: boolean) =>
    setFilters((current) => ({
      ...current,
      [key]: on
        ? [...(current[key] as string[]), value]
        : (current[key] as string[]).filter((item) => item !== value),
    }));

  const filtered = filters.city !== '' || filters.products.length > 0 || filters.services.length > 0;

  return (
    <div className={styles.explorer}>
      <section className={styles.filters} aria-labelledby={`${id}-filters`}>
        <h2 id={`${id}-filters`} className={styles.sectionTitle}>
          {labels.filters}
        </h2>
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filter-fields`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {labels.filters}
        </button>
        <div id={`${id}-filter-fields`} className={styles.filterFields} data-open={filtersOpen}>
          <div className={styles.city}>
            <label htmlFor={`${id}-city`} className={styles.label}>
              {labels.city}
            </label>
            <input
              id={`${id}-city`}
              className={styles.input}
              type="search"
              autoComplete="off"
              aria-describedby={`${id}-city-hint`}
              value={filters.city}
              onChange={(event) => setFilters((current) => ({ ...current, city: event.target.value }))}
            />
            <p id={`${id}-city-hint`} className={styles.hint}>
              {labels.cityHint}
            </p>
          </div>
          <CheckboxGroup
            legend={labels.products}
            hint={labels.filterHint}
            values={products}
            names={labels.productNames}
            checked={filters.products}
            onChange={(value, on) => toggle('products', value, on)}
          />
          <CheckboxGroup
            legend={labels.services}
            hint={labels.filterHint}
            values={services}
            names={labels.serviceNames}
            checked={filters.services}
            onChange={(value, on) => toggle('services', value, on)}
          />
        </div>
        <div className={styles.summary}>
          <p role="status" className={styles.count}>
            {labels.counts[visible.length] ?? String(visible.length)}
          </p>
          {filtered && (
            <button type="button" className={styles.clear} onClick={() => setFilters(noFilters)}>
              {labels.clear}
            </button>
          )}
        </div>
      </section>

      <div className={styles.results}>
        {/* The map comes first in the page: painted before the long list is parsed, it cannot push
            the list down (on a phone it is also first on screen). */}
        <section className={styles.mapSection} aria-labelledby={`${id}-map`}>
          <h2 id={`${id}-map`} className={styles.visuallyHidden}>
            {labels.map}
          </h2>
          <p id={`${id}-map-hint`} className={styles.hint}>
            {labels.mapHint}
          </p>
          <div className={styles.map}>
            {/* Under the map, seen until it has loaded. */}
            <p className={styles.placeholder}>{labels.loadingMap}</p>
            <StationsMap
              stations={visible}
              selected={selected}
              onSelect={setSelected}
              labels={labels}
              describedBy={`${id}-map-hint`}
              tileUrl={tileUrl}
              tileAttribution={tileAttribution}
            />
          </div>
        </section>
        <section className={styles.list} aria-labelledby={`${id}-list`}>
          <h2 id={`${id}-list`} className={styles.sectionTitle}>
            {labels.list}
          </h2>
          {visible.length === 0 ? (
            <p className={styles.empty}>{labels.noResults}</p>
          ) : (
            <ul className={styles.items}>
              {visible.map((station) => (
                <li
                  key={station.code}
                  className={station.code === selected ? `${styles.item} ${styles.selected}` : styles.item}
                >
                  <h3 className={styles.name}>{station.name}</h3>
                  <p className={styles.address}>{station.address}</p>
                  <p className={styles.hours}>
                    {labels.openingHours}: {station.openingHours}
                  </p>
                  <ul className={styles.tags} aria-label={labels.products}>
                    {station.products.map((product) => (
                      <li key={product}>{labels.productNames[product]}</li>
                    ))}
                  </ul>
                  {station.services.length > 0 && (
                    <ul className={`${styles.tags} ${styles.services}`} aria-label={labels.services}>
                      {station.services.map((service) => (
                        <li key={service}>{labels.serviceNames[service]}</li>
                      ))}
                    </ul>
                  )}
                  <button
                    type="button"
                    className={styles.show}
                    aria-label={`${labels.showOnMap}: ${station.name}`}
                    aria-pressed={station.code === selected}
                    onClick={() => setSelected(station.code)}
                  >
                    {labels.showOnMap}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

function CheckboxGroup<T extends string>({
  legend,
  hint,
  values,
  names,
  checked,
  onChange,
}: {
  legend: string;
  hint: string;
  values: T[];
  names: Record<T, string>;
  checked: T[];
  onChange: (value: T, on: boolean) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.group} aria-describedby={`${id}-hint`}>
      <legend className={styles.label}>{legend}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <div className={styles.options}>
        {values.map((value) => (
          <label key={value} className={styles.option}>
            <input
              type="checkbox"
              checked={checked.includes(value)}
              onChange={(event) => onChange(value, event.target.checked)}
            />
            <span>{names[value]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
