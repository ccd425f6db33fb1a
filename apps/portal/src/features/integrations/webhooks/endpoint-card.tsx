'use client';

import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm/confirm-dialog';
import buttonStyles from '@/components/ui/button-link.module.css';
import { Deliveries } from './deliveries';
import { eventKey } from './endpoint-form';
import { useWebhookMutations } from './queries';
import { useWebhookError } from './use-webhook-messages';
import styles from './webhooks.module.css';

const button = [buttonStyles.button, buttonStyles.secondary, buttonStyles.md].join(' ');

/** One endpoint: its URL, events and state, its actions (EDIT) and, on demand, its recent deliveries. */
export function EndpointCard({
  endpoint,
  mayEdit,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  mayEdit: boolean;
  onSecret: (endpoint: WebhookEndpointWithSecret) => void;
}) {
  const t = useTranslations('Integrations');
  const errorMessage = useWebhookError();
  const { update, remove, rotate, sendTest } = useWebhookMutations();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const deliveriesId = `deliveries-${endpoint.id}`;

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      setMessage({ kind: 'status', text: done });
    } catch (failure) {
      setMessage({ kind: 'alert', text: errorMessage(failure) });
    }
  }

  const state = endpoint.enabled
    ? t('states.enabled')
    : endpoint.disabledReason === 'gone'
      ? t('states.gone')
      : t('states.disabled');
  return (
    <li className={styles.card}>
      <h3 className={styles.url}>{endpoint.url}</h3>
      {endpoint.description && <p className={styles.muted}>{endpoint.description}</p>}
      <p>
        <span className={styles.badge} data-status={endpoint.enabled ? 'delivered' : 'failed'}>
          {state}
        </span>
      </p>
      {!endpoint.enabled && endpoint.disabledReason === 'gone' && (
        <p className={styles.muted}>{t('goneHint')}</p>
      )}
      <p className={styles.eventList}>
        {t('eventsLabel')} {endpoint.events.map((type) => t(`eventNames.${eventKey(type)}`)).join(', ')}
      </p>
      <div className={styles.row}>
        <button
          type="button"
          className={button}
          aria-expanded={open}
          aria-controls={deliveriesId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('hideDeliveries') : t('showDeliveries')}
        </button>
        {mayEdit && (
          <>
            <button
              type="button"
              className={button}
              onClick={() =>
                void run(
                  () => update.mutateAsync({ id: endpoint.id, body: { enabled: !endpoint.enabled } }),
                  endpoint.enabled ? t('disabledDone') : t('enabledDone'),
                )
              }
            >
              {endpoint.enabled ? t('disable') : t('enable')}
            </button>
            <button
              type="button"
              className={button}
              onClick={() => void run(() => sendTest.mutateAsync(endpoint.id), t('testSent'))}
            >
              {t('sendTest')}
            </button>
            <ConfirmDialog
              trigger={
                <button type="button" className={button}>
                  {t('rotate')}
                </button>
              }
              title={t('rotateTitle')}
              description={t('rotateText')}
              confirmLabel={t('rotate')}
              cancelLabel={t('cancel')}
              onConfirm={() => run(async () => onSecret(await rotate.mutateAsync(endpoint.id)), t('rotated'))}
            />
            <ConfirmDialog
              trigger={
                <button type="button" className={button}>
                  {t('delete')}
                </button>
              }
              title={t('deleteTitle')}
              description={t('deleteText', { url: endpoint.url })}
              confirmLabel={t('delete')}
              cancelLabel={t('cancel')}
              destructive
              onConfirm={() => run(() => remove.mutateAsync(endpoint.id), t('deleted'))}
            />
          </>
        )}
      </div>
      <p role={message?.kind ?? 'status'} className={styles.muted}>
        {message?.text}
      </p>
      <div id={deliveriesId} hidden={!open}>
        {open && <Deliveries endpointId={endpoint.id} mayEdit={mayEdit && endpoint.enabled} />}
      </div>
    </li>
  );
}
