'use client';

import type { NotificationsService } from '@fuel/sdk/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSessionId } from '@/features/fleet/session-id';
import { useInitialUnseenCount } from '@/features/overview/initial-home';
import { usePlatform } from '@/features/platform/platform-context';
import { notificationKeys } from './notification-queries';
import { onNotificationsRefresh, refreshNotifications } from './refresh';

/** The prefix of the home's query (features/overview), which carries the unseen count too. */
const HOME_KEY = ['fleet', 'home'] as const;

/** How often the unseen count is read again while a dashboard page is open. */
export const UNSEEN_POLL_MS = 60_000;

/**
 * The signed-in user's unseen notifications count; refetched on `refreshNotifications()` and every
 * minute. It starts from the count the dashboard layout read on the server with the home (no request
 * while the page loads); later reads go through the kit's notifications service, whose code loads with
 * the first of them rather than with every dashboard page. The service comes from
 * `@fuel/sdk/notifications`, not `UserClient`: that would bring the kit's whole main entry (4 kB
 * gzipped) and load the user before its first call, a round trip the icon does not need.
 */
export function useUnseenNotifications() {
  const platform = usePlatform();
  const sessionId = useSessionId();
  const queryClient = useQueryClient();
  const initialUnseen = useInitialUnseenCount();
  const notifications = useMemo(() => {
    let loading:
      | Promise<{ service: NotificationsService; api: typeof import('./notifications-api') }>
      | undefined;
    return () =>
      (loading ??= Promise.all([import('@fuel/sdk/notifications'), import('./notifications-api')]).then(
        ([kit, api]) => ({ api, service: kit.userNotifications({ ...platform, sessionId }) }),
      ));
  }, [platform, sessionId]);

  useEffect(
    () =>
      onNotificationsRefresh(() => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        // The home shows the same count (from its own call): marking notices seen changes both.
        void queryClient.invalidateQueries({ queryKey: HOME_KEY });
      }),
    [queryClient],
  );

  return useQuery({
    queryKey: notificationKeys.unseen(sessionId),
    queryFn: async ({ signal }) => {
      const { api, service } = await notifications();
      return api.fetchUnseenCount(service, signal);
    },
    refetchInterval: UNSEEN_POLL_MS,
    ...(initialUnseen === undefined ? {} : { initialData: initialUnseen, staleTime: UNSEEN_POLL_MS }),
  });
}

/** For components: `const refresh = useRefreshNotifications(); await act(); refresh();`. */
export function useRefreshNotifications(): () => void {
  return useCallback(() => refreshNotifications(), []);
}
