'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { CITY_LABELS } from './catalog';
import outline from './georgia-outline.json';
import type { StationsLabels } from './stations-explorer';
import './stations-map.css';
import type { StationView } from './types';

type Props = {
  stations: StationView[];
  selected: string | null;
  onSelect: (code: string) => void;
  labels: StationsLabels;
  /** Id of the text that explains the map's keyboard use. */
  describedBy: string;
  tileUrl?: string;
  tileAttribution?: string;
};

/** Georgia with a margin; the map does not wander further. */
const GEORGIA: L.LatLngBoundsExpression = [
  [41.0, 39.9],
  [43.65, 46.8],
];

const stationIcon = L.divIcon({
  className: 'station-marker',
  html: '<span class="station-marker__dot"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 14],
  popupAnchor: [0, -12],
});

/** The popup's content, built as DOM nodes: station texts are never parsed as HTML. */
function popupContent(station: StationView, labels: StationsLabels): HTMLElement {
  const root = document.createElement('div');
  root.className = 'station-popup';
  const add = (tag: string, text: string, className?: string) => {
    const element = document.createElement(tag);
    element.textContent = text;
    if (className) element.className = className;
    root.append(element);
  };
  add('strong', station.name, 'station-popup__name');
  add('p', station.address);
  add('p', `${labels.openingHours}: ${station.openingHours}`);
  add(
    'p',
    station.products.map((product) => labels.productNames[product]).join(', '),
    'station-popup__fuels',
  );
  return root;
}

/**
 * The stations on a Leaflet map whose base layer is Georgia's outline (bundled, so it works with no
 * internet), with town names; raster tiles go underneath only when a tile URL is configured. Markers
 * are buttons in the tab order (Leaflet's `keyboard`), named by their station; Enter opens the popup.
 */
export default function StationsMap({
  stations,
  selected,
  onSelect,
  labels,
  describedBy,
  tileUrl,
  tileAttribution,
}: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  // The map, its base layers and town names: once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once; its labels and tiles come with the page.
  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      zoomControl: false,
      attributionControl: Boolean(tileUrl && tileAttribution),
      maxBounds: GEORGIA,
      maxBoundsViscosity: 0.8,
      minZoom: 6,
      maxZoom: tileUrl ? 17 : 12,
      zoomSnap: 0.25,
    });
    L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(instance);
    if (instance.attributionControl && tileAttribution) {
      instance.attributionControl.setPrefix(false).addAttribution(tileAttribution);
    }
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 17 }).addTo(instance);
    L.geoJSON(outline as GeoJSON.Feature, {
      interactive: false,
      style: {
        color: '#0b4f9c',
        weight: 2,
        fillColor: '#dbe7f5',
        fillOpacity: tileUrl ? 0.15 : 0.9,
      },
    }).addTo(instance);
    for (const city of CITY_LABELS) {
      L.marker([city.lat, city.lng], {
        interactive: false,
        keyboard: false,
        icon: L.divIcon({
          className: 'city-label',
          html: `<span aria-hidden="true">${escapeHtml(labels.cities[city.key])}</span>`,
          iconSize: undefined,
          iconAnchor: [0, 18],
        }),
      }).addTo(instance);
    }
    instance.fitBounds(GEORGIA, { padding: [8, 8] });
    instance.on('popupopen', (event) => {
      // Leaflet names the close button in English; name it in the page's language.
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', labels.closePopup);
    });
    container.current.setAttribute('aria-describedby', describedBy);
    layer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      layer.current = null;
      markers.current.clear();
    };
  }, []);

  // The markers of the stations that pass the filters.
  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    markers.current.clear();
    for (const station of stations) {
      const marker = L.marker([station.lat, station.lng], {
        icon: stationIcon,
        keyboard: true,
        title: station.name,
        alt: station.name,
        riseOnHover: true,
      })
        .bindPopup(() => popupContent(station, labels))
        .on('click', () => onSelectRef.current(station.code));
      marker.addTo(group);
      marker.getElement()?.setAttribute('aria-label', station.name);
      markers.current.set(station.code, marker);
    }
  }, [stations, labels]);

  // A station chosen in the list: bring it into view and open its popup.
  useEffect(() => {
    const instance = map.current;
    const marker = selected ? markers.current.get(selected) : undefined;
    if (!instance || !marker) return;
    instance.setView(marker.getLatLng(), Math.max(instance.getZoom(), 11));
    marker.openPopup();
  }, [selected]);

  return <div ref={container} className="stations-map" data-testid="stations-map" />;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
