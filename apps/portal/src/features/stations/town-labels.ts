import type L from 'leaflet';

// The town names on the stations map (Leaflet markers whose icon is the name).

/**
 * Where a town name may stand around its town, in order of preference: the stylesheet places the name
 * by its `data-place` (stations-map.css), LABEL_OFFSET_PX from the town, or for a corner with its near
 * corner CORNER_OFFSET_PX across and down (or up) from it.
 */
const PLACES = [
  'above',
  'below',
  'right',
  'left',
  'above-right',
  'above-left',
  'below-right',
  'below-left',
] as const;
export type Place = (typeof PLACES)[number];

/** From the town to the near edge of its name (stations-map.css: `.city-label span`). */
export const LABEL_OFFSET_PX = 20;
/** From the town to the near corner of a name at a corner: clear of a group marker (28 px) on the town. */
export const CORNER_OFFSET_PX = 18;

/** Room kept between a town name and a marker, and between two names (more: side by side, two names read as one). */
const MARKER_GAP_PX = 4;
const NAME_GAP_PX = 12;

type Box = { left: number; top: number; right: number; bottom: number };

/** The box of a name `width` × `height` standing at `place` around the town at (x, y). */
export function boxAt(place: Place, x: number, y: number, width: number, height: number): Box {
  const [left, top] = (
    {
      above: [x - width / 2, y - LABEL_OFFSET_PX - height],
      below: [x - width / 2, y + LABEL_OFFSET_PX],
      right: [x + LABEL_OFFSET_PX, y - height / 2],
      left: [x - LABEL_OFFSET_PX - width, y - height / 2],
      'above-right': [x + CORNER_OFFSET_PX, y - CORNER_OFFSET_PX - height],
      'above-left': [x - CORNER_OFFSET_PX - width, y - CORNER_OFFSET_PX - height],
      'below-right': [x + CORNER_OFFSET_PX, y + CORNER_OFFSET_PX],
      'below-left': [x - CORNER_OFFSET_PX - width, y + CORNER_OFFSET_PX],
    } satisfies Record<Place, [number, number]>
  )[place];
  return { left, top, right: left + width, bottom: top + height };
}

const clash = (box: Box, other: Box, gap: number) =>
  box.left < other.right + gap &&
  other.left < box.right + gap &&
  box.top < other.bottom + gap &&
  other.top < box.bottom + gap;

const inside = (box: Box, area: Box) =>
  box.left >= area.left && box.right <= area.right && box.top >= area.top && box.bottom <= area.bottom;

/**
 * Where each town name goes (null: hidden at this zoom). In the towns' order (the larger towns
 * first), a name takes the first place around its town that stays inside `area` and touches no
 * obstacle (the station markers) and no name placed before it.
 */
export function placeNames(
  towns: { x: number; y: number; width: number; height: number }[],
  obstacles: Box[],
  area: Box,
): (Place | null)[] {
  const names: Box[] = [];
  return towns.map(({ x, y, width, height }) => {
    for (const place of PLACES) {
      const box = boxAt(place, x, y, width, height);
      if (!inside(box, area)) continue;
      if (obstacles.some((other) => clash(box, other, MARKER_GAP_PX))) continue;
      if (names.some((other) => clash(box, other, NAME_GAP_PX))) continue;
      names.push(box);
      return place;
    }
    return null;
  });
}

/**
 * Shows the town names that fit, each above, below, beside or at a corner of its town (placeNames). Reads every box
 * first and writes after, so the page is laid out once.
 */
export function declutter(towns: L.Marker[], obstacles: (HTMLElement | undefined)[], map: HTMLElement) {
  const names = towns.flatMap((town) => {
    const anchor = town.getElement();
    const name = anchor?.firstElementChild as HTMLElement | null | undefined;
    return anchor && name ? [{ anchor: anchor.getBoundingClientRect(), name }] : [];
  });
  const measured = names.map(({ anchor, name }) => {
    const box = name.getBoundingClientRect();
    return { x: anchor.left, y: anchor.top, width: box.width, height: box.height };
  });
  const blocked = obstacles.flatMap((element) => (element ? [element.getBoundingClientRect()] : []));
  const places = placeNames(measured, blocked, map.getBoundingClientRect());
  names.forEach(({ name }, index) => {
    const place = places[index];
    name.style.visibility = place ? '' : 'hidden';
    if (place) name.dataset.place = place;
  });
}

/** Text for the HTML of a town name's icon. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
