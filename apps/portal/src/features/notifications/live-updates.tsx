'use client';

import { type LiveSubscription, userNotifications } from '@fuel/sdk/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSessionId } from '@/features/fleet/session-id';
import { usePlatform } from '@/features/platform/platform-context';
import { DeclineAlerts } from './decline-alerts';
import { type DeclineAlert, declineAlertOf } from './decline-text';
import { refreshNotifications } from './refresh';

/** At most this many decline alerts stay on screen; older ones remain in the notifications list. */
const SHOWN_ALERTS = 3;

/**
 * Keeps the open dashboard live: the platform streams each new in-app notification
 * (the kit's `NotificationsService.live`, server-sent events), and the icon's count, the notifications and
 * the orders shown are read again; a card's decline also shows as an alert with a link to the card.
 * After a reconnection, what may have come meanwhile is read again too. Loaded after the page is
 * interactive.
 */
export function LiveUpdates() {
  const platform = usePlatform();
  const sessionId = useSessionId();
  const queryClient = useQueryClient();
  const [alerts, setAlerts] = useState<DeclineAlert[]>([]);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    let closed = false;
    let live: LiveSubscription | undefined;
    const refresh = (kind: string) => {
      refreshNotifications();
      if (kind.startsWith('fleet.')) void queryClient.invalidateQueries({ queryKey: ['fleet'] });
    };
    const start = window.setTimeout(() => {
      if (closed) return;
      let reopened = false;
      live = userNotifications({ ...platform, sessionId }).live(
        (notification) => {
          refresh((notification.data as { kind?: string } | undefined)?.kind ?? '');
          const alert = declineAlertOf(notification);
          if (alert) {
            setAlerts((shown) =>
              [alert, ...shown.filter((other) => other.id !== alert.id)].slice(0, SHOWN_ALERTS),
            );
          }
        },
        {
          onOpen: () => {
            if (reopened) refresh('fleet.');
            reopened = true;
            setConnected(true);
          },
          onError: () => setConnected(false),
        },
      );
    }, 1000);
    return () => {
      closed = true;
      window.clearTimeout(start);
      live?.close();
    };
  }, [platform, sessionId, queryClient]);
  const dismiss = useCallback(
    (id: string) => setAlerts((shown) => shown.filter((alert) => alert.id !== id)),
    [],
  );
  return <DeclineAlerts alerts={alerts} onDismiss={dismiss} live={connected} />;
}
