'use client';

import type { WebhookEndpointWithSecret } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import formStyles from '@/components/form/form.module.css';
import { EndpointCard } from './endpoint-card';
import { EndpointForm } from './endpoint-form';
import { useWebhookEndpoints } from './queries';
import { SecretNotice } from './secret-notice';
import { useWebhookError } from './use-webhook-messages';
import styles from './webhooks.module.css';

/**
 * The endpoints of the surrounding WebhooksScopeProvider's scope, adding one (`mayEdit`), secrets
 * shown once: the company's integrations page and the back office's project-wide endpoints.
 */
export function WebhooksSection({
  mayRead,
  mayEdit,
  intro,
}: {
  mayRead: boolean;
  mayEdit: boolean;
  intro?: string;
}) {
  const t = useTranslations('Integrations');
  const endpoints = useWebhookEndpoints(mayRead);
  const errorMessage = useWebhookError();
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  const notAuthorized = useTranslations('FleetErrors')('NOT_AUTHORIZED');

  if (!mayRead) {
    return (
      <p className={formStyles.alert} role="alert">
        {notAuthorized}
      </p>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="webhooks-title">
      <h2 id="webhooks-title" className={styles.title}>
        {t('title')}
      </h2>
      {intro && <p className={styles.muted}>{intro}</p>}
      {secret && <SecretNotice url={secret.url} secret={secret.secret} onDismiss={() => setSecret(null)} />}
      {mayEdit ? (
        <details className={styles.add}>
          <summary>{t('addTitle')}</summary>
          <EndpointForm onCreated={setSecret} />
        </details>
      ) : (
        <p className={styles.muted}>{t('viewOnly')}</p>
      )}
      {endpoints.isPending ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : endpoints.isError ? (
        <p role="alert">{errorMessage(endpoints.error)}</p>
      ) : endpoints.data.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('listLabel')}>
          {endpoints.data.items.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} mayEdit={mayEdit} onSecret={setSecret} />
          ))}
        </ul>
      )}
    </section>
  );
}
