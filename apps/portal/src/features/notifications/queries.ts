'use client';

import type { UserClient } from '@fuel/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSessionId } from '@/features/fleet/session-id';
import { usePlatform } from '@/features/platform/platform-context';
import { onNotificationsRefresh, refreshNotifications } from './refresh';

/** Query keys of the notifications resource; invalidate by the `all` prefix after a change. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unseen: (sessionId: string) => [...notificationKeys.all, 'unseen', sessionId] as const,
};

/** The prefix of the home's query (features/overview), which carries the unseen count too. */
const HOME_KEY = ['fleet', 'home'] as const;

/** How often the unseen count is read again while a dashboard page is open. */
export const UNSEEN_POLL_MS = 60_000;

/**
 * The signed-in user's unseen notifications count; refetched on `refreshNotifications()`. Read with
 * the session the dashboard layout had on the server (not after the session runtime loads), by the
 * kit's user client, which loads with the first read rather than with every dashboard page.
 */
export function useUnseenNotifications() {
  const platform = usePlatform();
  const sessionId = useSessionId();
  const queryClient = useQueryClient();
  const client = useMemo(() => {
    let loading: Promise<{ client: UserClient; api: typeof import('./notifications-api') }> | undefined;
    return () =>
      (loading ??= import('./notifications-api').then((api) => ({
        api,
        client: api.createUserClient({ ...platform, sessionId }),
      })));
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
      const { api, client: user } = await client();
      return api.fetchUnseenCount(user, signal);
    },
    refetchInterval: UNSEEN_POLL_MS,
  });
}

/** For components: `const refresh = useRefreshNotifications(); await act(); refresh();`. */
export function useRefreshNotifications(): () => void {
  return useCallback(() => refreshNotifications(), []);
}
