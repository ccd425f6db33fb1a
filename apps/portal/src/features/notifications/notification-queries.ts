import type { NotificationsService } from '@fuel/sdk/notifications';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the notifications resource; invalidate by the `all` prefix after a change. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unseen: (sessionId: string) => [...notificationKeys.all, 'unseen', sessionId] as const,
  page: (paging: NotificationPaging) => [...notificationKeys.all, 'page', paging] as const,
};

export type NotificationPaging = { page: number; limit: number; lang: string };

/** How many notifications a page of the list shows. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * A page of the user's in-app notifications, unseen first, newest first, in the page's language: the
 * list's query in the browser and what the notifications page reads with it on the server.
 */
export const notificationPageQuery = (notifications: NotificationsService, paging: NotificationPaging) =>
  queryOptions({
    queryKey: notificationKeys.page(paging),
    queryFn: ({ signal }) => notifications.list({ type: 'IN_APP', unseenFirst: true, ...paging }, { signal }),
  });
