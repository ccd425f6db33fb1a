import type { NotificationsService } from '@fuel/sdk/notifications';

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
