'use client';

import type { FleetOrderDetail, FleetOrderStatus } from '@fuel/sdk/fleet';
import { mayMove } from '@fuel/sdk/fleet-vocabulary';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormStatus } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import { orderLabel } from '@/features/orders/format';
import { OrderSummary } from '@/features/orders/order-summary';
import { OrderTimeline } from '@/features/orders/order-timeline';
import styles from '@/features/orders/orders.module.css';
import { StatusBadge } from '@/features/orders/status-badge';
import { buttonClass } from '@/features/orders/styles';
import { useStatusRun } from '@/features/orders/use-status-run';
import { formatDateTime, formatGel } from '@/lib/format';
import { useOfficeMoves, useQueuedOrder } from './queries';
import type { StaffSession } from './session';

const FORWARD = ['CONFIRMED', 'READY', 'ISSUED', 'finished'] as const satisfies FleetOrderStatus[];

/** One order as the retailer handles it: what was ordered, the payment documents, the moves the table allows. */
export function OrderPanel({
  session,
  id,
  onClose,
}: {
  session: StaffSession;
  id: string;
  onClose: () => void;
}) {
  const t = useTranslations('BackOffice.order');
  const statuses = useTranslations('Orders.statuses');
  const locale = useLocale();
  const { data: order, status: loading } = useQueuedOrder(session, id);
  const { move, acceptPayment } = useOfficeMoves(session);
  const { status, run } = useStatusRun();
  const [reason, setReason] = useState('');
  const [numbers, setNumbers] = useState('');
  const reasonId = useId();

  if (loading === 'pending') return <p role="status">{t('loading')}</p>;
  if (!order) return null;
  const label = orderLabel(order.number);
  const { payment } = order;
  const awaitingCheck = Boolean(payment.companyConfirmedAt) && !payment.paid;

  function forward(to: (typeof FORWARD)[number], current: FleetOrderDetail) {
    const cardNumbers = numbers
      .split(/[\s,]+/)
      .map((number) => number.trim())
      .filter(Boolean);
    const body =
      to === 'ISSUED' && current.kind === 'card' && cardNumbers.length
        ? { status: 'ISSUED' as const, cardNumbers }
        : { status: to as 'CONFIRMED' };
    return run(
      () => move.mutateAsync({ id: current.id, body }),
      t('moved', { number: label, status: statuses(to) }),
    );
  }

  return (
    <section className={styles.detail} aria-labelledby="office-order-title" data-testid="office-order">
      <header className={styles.detailHeader}>
        <h2 id="office-order-title">{t('title', { number: label, company: order.companyName })}</h2>
        <StatusBadge status={order.status} />
        <button type="button" className={buttonClass('ghost')} onClick={onClose}>
          {t('close')}
        </button>
      </header>
      <dl className={styles.facts}>
        <dt>{t('placed')}</dt>
        <dd>{formatDateTime(order.createdAt, locale)}</dd>
        <dt>{t('total')}</dt>
        <dd>{formatGel(order.total.amount, locale)}</dd>
        <dt>{t('payment')}</dt>
        <dd>{payment.paid ? t('paid') : awaitingCheck ? t('awaitingCheck') : t('unpaid')}</dd>
      </dl>
      <OrderSummary order={order} />
      {order.documents.length > 0 && (
        <>
          <h3>{t('documents')}</h3>
          <ul className={styles.documents}>
            {order.documents.map((document) => (
              <li key={document.id}>
                <a href={document.url} target="_blank" rel="noreferrer">
                  {document.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.buttons}>
        {awaitingCheck && (
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => run(() => acceptPayment.mutateAsync(order.id), t('accepted', { number: label }))}
          >
            {t('accept')}
          </button>
        )}
        {FORWARD.filter((to) => mayMove(order.status, to, 'retailer')).map((to) => (
          <button
            key={to}
            type="button"
            className={buttonClass('primary')}
            onClick={() => forward(to, order)}
          >
            {t(`moveTo.${to}`)}
          </button>
        ))}
      </div>
      {order.kind === 'card' && mayMove(order.status, 'ISSUED', 'retailer') && (
        <TextField
          id="office-card-numbers"
          label={t('cardNumbers', { count: order.cardRequest?.quantity ?? 0 })}
          hint={t('cardNumbersHint')}
          value={numbers}
          onChange={(event) => setNumbers(event.target.value)}
        />
      )}
      {mayMove(order.status, 'REJECTED', 'retailer') && (
        <div className={styles.buttons}>
          <TextField
            id={reasonId}
            label={t('reason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={!reason.trim()}
            onClick={() =>
              run(
                () => move.mutateAsync({ id: order.id, body: { status: 'REJECTED', reason } }),
                t('moved', { number: label, status: statuses('REJECTED') }),
              )
            }
          >
            {t('reject')}
          </button>
        </div>
      )}
      <FormStatus status={status} />
      <h3>{t('history')}</h3>
      <OrderTimeline history={order.history} />
    </section>
  );
}
