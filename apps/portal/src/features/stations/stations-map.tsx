'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { CITY_LABELS } from './catalog';
import { clusterPoints } from './clusters';
import outline from './georgia-outline.json';
import { afterPaint, yieldToMain } from './main-thread';
import type { StationsLabels } from './stations-explorer';
import { declutter, escapeHtml } from './town-labels';
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
  const townLabels = useRef<L.Marker[]>([]);
  // Whether the base map is built: the markers wait for it.
  const [ready, setReady] = useState(false);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  // Without tiles there is no street detail to zoom into; 14 still separates neighbouring stations.
  const maxZoom = tileUrl ? 17 : 14;

  // The map, its base layers and town names: once, after the page's first paint and in steps, each
  // in its own task (the whole build in one task blocked the page for about a second in Lighthouse's
  // phone simulation; issue 26).
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once; its labels and tiles come with the page.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let instance: L.Map | undefined;
    let cancelled = false;
    const create = () => {
      const created = L.map(element, {
        zoomControl: false,
        attributionControl: Boolean(tileUrl && tileAttribution),
        maxBounds: GEORGIA,
        maxBoundsViscosity: 0.8,
        minZoom: 6,
        maxZoom,
        zoomSnap: 0.25,
      });
      L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(created);
      if (created.attributionControl && tileAttribution) {
        created.attributionControl.setPrefix(false).addAttribution(tileAttribution);
      }
      if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 17 }).addTo(created);
      created.on('popupopen', (event) => {
        // Leaflet names the close button in English; name it in the page's language.
        event.popup
          .getElement()
          ?.querySelector('.leaflet-popup-close-button')
          ?.setAttribute('aria-label', labels.closePopup);
      });
      element.setAttribute('aria-describedby', describedBy);
      return created;
    };
    // Measures the container (its layout) and places the view: a step of its own.
    const fitGeorgia = (base: L.Map) => {
      base.fitBounds(GEORGIA, { padding: [8, 8] });
    };
    const drawOutline = (base: L.Map) => {
      L.geoJSON(outline as GeoJSON.Feature, {
        interactive: false,
        style: {
          color: '#0b4f9c',
          weight: 2,
          fillColor: '#dbe7f5',
          fillOpacity: tileUrl ? 0.15 : 0.9,
        },
      }).addTo(base);
    };
    const addTowns = (base: L.Map) => {
      townLabels.current = CITY_LABELS.map((city) =>
        L.marker([city.lat, city.lng], {
          interactive: false,
          keyboard: false,
          icon: L.divIcon({
            className: 'city-label',
            // Hidden until the markers are placed: declutter() then shows the names that fit.
            html: `<span aria-hidden="true" style="visibility: hidden">${escapeHtml(labels.cities[city.key])}</span>`,
            // A zero-size anchor at the town; declutter() puts the name above, below or beside it.
            iconSize: [0, 0],
          }),
        }).addTo(base),
      );
      layer.current = L.layerGroup().addTo(base);
      map.current = base;
      // The stations' markers follow in the next render (the effect below).
      setReady(true);
    };
    void (async () => {
      // After a painted frame the container's size is known without a forced layout of the page.
      await afterPaint();
      if (cancelled) return;
      instance = create();
      for (const step of [fitGeorgia, drawOutline, addTowns]) {
        await yieldToMain();
        if (cancelled) return;
        step(instance);
      }
    })();
    return () => {
      cancelled = true;
      instance?.remove();
      map.current = null;
      layer.current = null;
      markers.current.clear();
      setReady(false);
    };
  }, []);

  // The markers of the stations that pass the filters, grouped where they would overlap at this
  // zoom (a group zooms in on Enter or click), regrouped after every zoom.
  useEffect(() => {
    const instance = map.current;
    const group = layer.current;
    if (!ready || !instance || !group) return;
    const draw = () => {
      group.clearLayers();
      markers.current.clear();
      const zoom = instance.getZoom();
      for (const members of clusterPoints(
        stations,
        (station) => instance.project([station.lat, station.lng], zoom),
        SPACING_PX,
      )) {
        const [first] = members;
        if (!first) continue;
        if (members.length === 1) {
          const marker = L.marker([first.lat, first.lng], {
            icon: stationIcon,
            keyboard: true,
            title: first.name,
            alt: first.name,
            riseOnHover: true,
          })
            .bindPopup(() => popupContent(first, labels))
            .on('click', () => onSelectRef.current(first.code));
          marker.addTo(group);
          name(marker, first.name, 1);
          markers.current.set(first.code, marker);
          continue;
        }
        const title = `${labels.counts[members.length] ?? members.length}: ${labels.clusterZoom}`;
        const bounds = L.latLngBounds(members.map((station) => [station.lat, station.lng]));
        const marker = L.marker([first.lat, first.lng], {
          icon: L.divIcon({
            className: 'station-marker station-marker--group',
            html: `<span class="station-marker__count" aria-hidden="true">${members.length}</span>`,
            iconSize: [28, 28],
            iconAnchor: [14, 14],
          }),
          keyboard: true,
          title,
          riseOnHover: true,
        });
        const expand = () =>
          instance.fitBounds(bounds, { padding: [48, 48], maxZoom: Math.min(zoom + 3, maxZoom) });
        marker.on('click', expand).addTo(group);
        name(marker, title, members.length);
        marker.getElement()?.addEventListener('keydown', (event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            expand();
          }
        });
        for (const station of members) markers.current.set(station.code, marker);
      }
      // In a task of its own: measuring the names lays out the markers just added.
      void yieldToMain().then(() =>
        declutter(
          townLabels.current,
          group.getLayers().map((marker) => (marker as L.Marker).getElement()),
          instance.getContainer(),
        ),
      );
    };
    draw();
    instance.on('zoomend', draw);
    return () => {
      instance.off('zoomend', draw);
    };
  }, [ready, stations, labels, maxZoom]);

  // A station chosen in the list: zoom until it stands alone, bring it into view, open its popup.
  useEffect(() => {
    const instance = map.current;
    const station = selected ? stations.find((candidate) => candidate.code === selected) : undefined;
    if (!ready || !instance || !station) return;
    let zoom = Math.max(instance.getZoom(), 11);
    while (zoom < maxZoom && !standsAlone(instance, station, stations, zoom)) zoom++;
    instance.setView([station.lat, station.lng], zoom, { animate: false });
    markers.current.get(station.code)?.openPopup();
  }, [ready, selected, stations, maxZoom]);

  return <div ref={container} className="stations-map" data-testid="stations-map" />;
}

/** Spacing between markers: more than their 28 px, so no two targets overlap (WCAG 2.5.8). */
const SPACING_PX = 32;

/** Whether a station is drawn on its own at a zoom (no other station within the spacing). */
function standsAlone(map: L.Map, station: StationView, stations: StationView[], zoom: number): boolean {
  const at = map.project([station.lat, station.lng], zoom);
  return stations.every(
    (other) => other === station || map.project([other.lat, other.lng], zoom).distanceTo(at) >= SPACING_PX,
  );
}

/** Names a marker for assistive technology and tells the tests how many stations it stands for. */
function name(marker: L.Marker, label: string, count: number) {
  const element = marker.getElement();
  element?.setAttribute('aria-label', label);
  element?.setAttribute('data-count', String(count));
}
