import type L from 'leaflet';

// The town names on the stations map (Leaflet markers whose icon is the name).

/**
 * Shows the town names that fit: in the catalogue's order (the larger towns first), a name that would
 * touch a station marker or a name already shown is hidden at this zoom, so no two run together.
 */
export function declutter(towns: L.Marker[], obstacles: (HTMLElement | undefined)[]) {
  const taken = obstacles.flatMap((element) => (element ? [element.getBoundingClientRect()] : []));
  for (const town of towns) {
    const name = town.getElement()?.firstElementChild as HTMLElement | null | undefined;
    if (!name) continue;
    const box = name.getBoundingClientRect();
    const clashes = taken.some(
      (other) =>
        box.left < other.right + LABEL_GAP_PX &&
        other.left < box.right + LABEL_GAP_PX &&
        box.top < other.bottom + LABEL_GAP_PX &&
        other.top < box.bottom + LABEL_GAP_PX,
    );
    name.style.visibility = clashes ? 'hidden' : '';
    if (!clashes) taken.push(box);
  }
}

/** Room kept around a town name. */
const LABEL_GAP_PX = 4;

/** Text for the HTML of a town name's icon. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
