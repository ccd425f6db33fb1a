/** The spec: the chat is removed about 800 ms after entering the stations map. */
export const CHAT_REMOVAL_DELAY_MS = 800;
export const STATIONS_MAP_PATH = '/stations-map';

export function isStationsMap(pathname: string): boolean {
  return pathname === STATIONS_MAP_PATH || pathname.startsWith(`${STATIONS_MAP_PATH}/`);
}
