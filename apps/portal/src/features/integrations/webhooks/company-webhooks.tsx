'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useCan } from '@/features/fleet/fleet-me';
import { useFleetClient } from '@/features/fleet/use-fleet-client';
import { WebhooksScopeProvider } from './webhooks-scope';
import { WebhooksSection } from './webhooks-section';

/** The integrations page's webhooks: the signed-in user's company's endpoints (VIEW reads, EDIT changes). */
export function CompanyWebhooks() {
  const t = useTranslations('Integrations');
  const fleet = useFleetClient();
  const can = useCan();
  const scope = useMemo(() => ({ service: fleet.webhooks, key: ['fleet'] }), [fleet]);
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
