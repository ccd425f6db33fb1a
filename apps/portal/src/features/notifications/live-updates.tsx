'use client';

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
 * Keeps the open dashboard live: the platform pushes each new in-app notification over its socket
 * (`notification:new`, the kit's ChatClient), and the icon's count, the notifications and the orders
 * shown are read again; a card's decline also shows as an alert with a link to the card. Loaded after
 * the page is interactive; the socket code is its own chunk.
 */
export function LiveUpdates() {
  const platform = usePlatform();
  const sessionId = useSessionId();
  const queryClient = useQueryClient();
  const [alerts, setAlerts] = useState<DeclineAlert[]>([]);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    let closed = false;
    let close: (() => void) | undefined;
    const start = window.setTimeout(async () => {
      const { ChatClient } = await import('@fuel/sdk/chat');
      if (closed) return;
      const client = new ChatClient({ url: platform.url, projectKey: platform.projectKey });
      client.onNotification((notification) => {
        refreshNotifications();
        const kind = (notification.data as { kind?: string } | undefined)?.kind ?? '';
        if (kind.startsWith('fleet.')) void queryClient.invalidateQueries({ queryKey: ['fleet'] });
        const alert = declineAlertOf(notification);
        if (alert) {
          setAlerts((shown) =>
            [alert, ...shown.filter((other) => other.id !== alert.id)].slice(0, SHOWN_ALERTS),
          );
        }
      });
      close = () => client.close();
      await client.connect(sessionId).then(
        () => !closed && setConnected(true),
        () => undefined,
      );
    }, 1000);
    return () => {
      closed = true;
      window.clearTimeout(start);
      close?.();
    };
  }, [platform, sessionId, queryClient]);
  const dismiss = useCallback(
    (id: string) => setAlerts((shown) => shown.filter((alert) => alert.id !== id)),
    [],
  );
  return <DeclineAlerts alerts={alerts} onDismiss={dismiss} live={connected} />;
}
