import type { NotificationsService } from '@fuel/sdk/notifications';

// The dashboard reads the user's notifications through the kit's `@fuel/sdk/notifications`
// (`userNotifications`): `UserClient` would bring the whole main entry (4 kB gzipped after each
// dashboard page's hydration) and load the user before its first call, a round trip the icon and the
// live updates do not need.

/**
 * `GET /notification`: its `unseen` counts the user's in-app notifications not seen yet (e-mails and
 * texts are read elsewhere), across all pages, so one item is enough.
 */
export async function fetchUnseenCount(
  notifications: NotificationsService,
  signal?: AbortSignal,
): Promise<number> {
  const page = await notifications.list({ type: 'IN_APP', limit: 1 }, { signal });
  return page.unseen;
}
