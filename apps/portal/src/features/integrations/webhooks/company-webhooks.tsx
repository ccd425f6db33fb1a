'use client';

import { FleetWebhooksService } from '@fuel/sdk/fleet/webhooks';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useCan } from '@/features/fleet/fleet-me';
import { useFleetService } from '@/features/fleet/use-fleet-service';
import { WebhooksScopeProvider } from './webhooks-scope';
import { WebhooksSection } from './webhooks-section';

/** The integrations page's webhooks: the signed-in user's company's endpoints (VIEW reads, EDIT changes). */
export function CompanyWebhooks() {
  const t = useTranslations('Integrations');
  const webhooks = useFleetService(FleetWebhooksService);
  const can = useCan();
  const scope = useMemo(() => ({ service: webhooks, key: ['fleet'] }), [webhooks]);
  return (
    <WebhooksScopeProvider scope={scope}>
      <WebhooksSection
        mayRead={can('integrations.read')}
        mayEdit={can('integrations.write')}
        intro={t('intro')}
      />
    </WebhooksScopeProvider>
  );
}
