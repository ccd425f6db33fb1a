'use client';

import { AdminClient } from '@fuel/sdk';
import { useMemo } from 'react';
import { WebhooksScopeProvider } from '@/features/integrations/webhooks/webhooks-scope';
import { WebhooksSection } from '@/features/integrations/webhooks/webhooks-section';
import { usePlatform } from '@/features/platform/platform-context';
import type { StaffSession } from './session';

/**
 * The retailer's project-wide webhook endpoints (every company's events), with the integrations page's
 * components over the admin kit's service; the staff manage the project, so they may read and edit.
 */
export function BackOfficeWebhooks({ session }: { session: StaffSession }) {
  const platform = usePlatform();
  const scope = useMemo(
    () => ({
      service: new AdminClient({ url: platform.url, sessionId: session.sessionId }).project(session.projectId)
        .webhooks,
      key: ['back-office-webhooks', session.projectId],
    }),
    [platform.url, session.sessionId, session.projectId],
  );
  return (
    <WebhooksScopeProvider scope={scope}>
      <WebhooksSection mayRead mayEdit />
    </WebhooksScopeProvider>
  );
}
