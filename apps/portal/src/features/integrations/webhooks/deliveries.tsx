'use client';

import type { WebhookDelivery } from '@fuel/sdk/fleet';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import buttonStyles from '@/components/ui/button-link.module.css';
import { eventKey } from './endpoint-form';
import { useWebhookDeliveries, useWebhookMutations } from './queries';
import { useWebhookError } from './use-webhook-messages';
import styles from './webhooks.module.css';

const small = [buttonStyles.button, buttonStyles.secondary, buttonStyles.md].join(' ');

/** An endpoint's recent deliveries: event, status, the receiver's code, attempts, and Redeliver. */
export function Deliveries({ endpointId, mayEdit }: { endpointId: string; mayEdit: boolean }) {
  const t = useTranslations('Integrations');
  const format = useFormatter();
  const deliveries = useWebhookDeliveries(endpointId);
  const { redeliver } = useWebhookMutations();
  const errorMessage = useWebhookError();
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  async function again(delivery: WebhookDelivery) {
    try {
      await redeliver.mutateAsync({ id: endpointId, deliveryId: delivery.id });
      setMessage({ kind: 'status', text: t('redelivered') });
    } catch (failure) {
      setMessage({ kind: 'alert', text: errorMessage(failure) });
    }
  }

  if (deliveries.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (deliveries.isError) return <p role="alert">{errorMessage(deliveries.error)}</p>;
  const items = deliveries.data.items;
  return (
    <div className={styles.deliveries}>
      <p role={message?.kind ?? 'status'} className={styles.muted}>
        {message?.text}
      </p>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('noDeliveries')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('deliveriesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.event')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.code')}</th>
                <th scope="col">{t('columns.attempts')}</th>
                <th scope="col">{t('columns.time')}</th>
                {mayEdit && <th scope="col">{t('columns.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{t(`eventNames.${eventKey(delivery.eventType)}`)}</td>
                  <td>
                    <span className={styles.badge} data-status={delivery.status}>
                      {t(`statuses.${delivery.status}`)}
                    </span>
                  </td>
                  <td>{delivery.lastStatusCode ?? '—'}</td>
                  <td>{delivery.attempts}</td>
                  <td>{format.dateTime(delivery.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}</td>
                  {mayEdit && (
                    <td>
                      <button
                        type="button"
                        className={small}
                        onClick={() => void again(delivery)}
                        disabled={redeliver.isPending}
                      >
                        {t('redeliver')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
