'use client';

import { userNotifications } from '@fuel/sdk/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { useSessionId } from '@/features/fleet/session-id';
import { usePlatform } from '@/features/platform/platform-context';
import { notificationKeys, notificationPageQuery } from './notification-queries';

/** The signed-in user's notifications through the kit, in a dashboard island. */
function useNotifications() {
  const platform = usePlatform();
  const sessionId = useSessionId();
  return useMemo(() => userNotifications({ ...platform, sessionId }), [platform, sessionId]);
}

/** A page of the user's in-app notifications, unseen first, newest first, in the page's language. */
export function useNotificationPage(page: number, limit: number) {
  const notifications = useNotifications();
  const lang = useLocale();
  return useQuery({
    ...notificationPageQuery(notifications, { page, limit, lang }),
    placeholderData: keepPreviousData,
  });
}

/** Marking one or all seen; the list and the icon's count follow. */
export function useMarkSeen() {
  const notifications = useNotifications();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  return {
    one: useMutation({ mutationFn: (id: string) => notifications.markSeen(id), onSuccess }),
    all: useMutation({ mutationFn: () => notifications.markAllSeen(), onSuccess }),
  };
}
