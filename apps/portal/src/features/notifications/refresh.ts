/**
 * The shell's trigger for the notifications icon: any component calls `refreshNotifications()` after
 * an action that may have produced notifications; the icon, wherever it is, fetches its count again.
 */
export const NOTIFICATIONS_REFRESH_EVENT = 'portal:notifications-refresh';

export function refreshNotifications(): void {
  window.dispatchEvent(new Event(NOTIFICATIONS_REFRESH_EVENT));
}

export function onNotificationsRefresh(listener: () => void): () => void {
  window.addEventListener(NOTIFICATIONS_REFRESH_EVENT, listener);
  return () => window.removeEventListener(NOTIFICATIONS_REFRESH_EVENT, listener);
}
