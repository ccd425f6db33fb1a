'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionId } from '@/features/fleet/session-id';
import { usePlatform } from '@/features/platform/platform-context';
import { refreshNotifications } from './refresh';

/**
 * Keeps the open dashboard live: the platform pushes each new in-app notification over its socket
 * (`notification:new`, the kit's ChatClient), and the icon's count, the notifications and the orders
 * shown are read again. Loaded after the page is interactive; the socket code is its own chunk.
 */
export function LiveUpdates() {
  const platform = usePlatform();
  const sessionId = useSessionId();
  const queryClient = useQueryClient();
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
      });
      close = () => client.close();
      await client.connect(sessionId).catch(() => undefined);
    }, 1000);
    return () => {
      closed = true;
      window.clearTimeout(start);
      close?.();
    };
  }, [platform, sessionId, queryClient]);
  return null;
}
