'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { usePortalSession } from '@/features/auth/session-store';
import { usePlatform } from '@/features/platform/platform-context';
import { createUserClient, fetchUnseenCount } from './notifications-api';
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

/** The signed-in user's unseen notifications count; refetched on `refreshNotifications()`. */
export function useUnseenNotifications() {
  const platform = usePlatform();
  const { data: session } = usePortalSession();
  const sessionId = session?.sessionId;
  const queryClient = useQueryClient();
  const client = useMemo(
    () => (sessionId ? createUserClient({ ...platform, sessionId }) : undefined),
    [platform, sessionId],
  );

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
    queryKey: notificationKeys.unseen(sessionId ?? ''),
    queryFn: ({ signal }) => {
      if (!client) throw new Error('No session');
      return fetchUnseenCount(client, signal);
    },
    enabled: Boolean(client),
    refetchInterval: UNSEEN_POLL_MS,
  });
}

/** For components: `const refresh = useRefreshNotifications(); await act(); refresh();`. */
export function useRefreshNotifications(): () => void {
  return useCallback(() => refreshNotifications(), []);
}
