'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/confirm/confirm-dialog';
import { FormStatus } from '@/components/form/form-status';
import { formatDate, formatDateTime, formatGel } from '@/lib/format';
import { orderLabel } from './format';
import { OrderPayment } from './order-payment';
import type { OrderScope } from './order-queries';
import { OrderSummary } from './order-summary';
import { OrderTimeline } from './order-timeline';
import styles from './orders.module.css';
import { useOrder, useOrderMutations } from './queries';
import { StatusBadge } from './status-badge';
import { buttonClass } from './styles';
import { useStatusRun } from './use-status-run';

const CANCELLABLE = ['draft', 'PENDING', 'CONFIRMED'];

/** One order: what was ordered, its deadlines, payment and documents, status history and the company's moves. */
export function OrderDetail({
  scope,
  id,
  mayEdit,
  onClose,
}: {
  scope: OrderScope;
  id: string;
  mayEdit: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('Orders.detail');
  const kinds = useTranslations('Orders.form.kinds');
  const locale = useLocale();
  const { data: order, status: loading, error } = useOrder(scope, id);
  const { submit, cancel } = useOrderMutations();
  const { status, run, orderError } = useStatusRun();

  if (loading === 'pending') return <p role="status">{t('loading')}</p>;
  if (!order) {
    return (
      <p className={styles.error} role="alert">
        {orderError(error)}
      </p>
    );
  }

  const label = orderLabel(order.number);
  return (
    <section className={styles.detail} aria-labelledby="order-detail-title" data-testid="order-detail">
      <header className={styles.detailHeader}>
        <h2 id="order-detail-title">{t('title', { number: label, kind: kinds(order.kind as 'fuel') })}</h2>
        <StatusBadge status={order.status} />
        <button type="button" className={buttonClass('ghost')} onClick={onClose}>
          {t('close')}
        </button>
      </header>
      <dl className={styles.facts}>
        <dt>{t('placed')}</dt>
        <dd>{formatDateTime(order.createdAt, locale)}</dd>
        {order.kind !== 'card' && (
          <>
            <dt>{t('total')}</dt>
            <dd>{formatGel(order.total.amount, locale)}</dd>
          </>
        )}
        {order.dueDate && (
          <>
            <dt>{t(order.kind === 'card' ? 'dueCards' : 'dueInvoice')}</dt>
            <dd>{formatDate(order.dueDate, locale)}</dd>
          </>
        )}
        {order.deadlineAt && (
          <>
            <dt>{t(order.status === 'READY' ? 'collectBy' : 'payBy')}</dt>
            <dd>{formatDateTime(order.deadlineAt, locale)}</dd>
          </>
        )}
        {order.rejectReason && (
          <>
            <dt>{t('rejectReason')}</dt>
            <dd>{order.rejectReason}</dd>
          </>
        )}
      </dl>
      <OrderSummary order={order} />
      {order.kind !== 'card' && <OrderPayment order={order} mayEdit={mayEdit} />}
      <h3>{t('history')}</h3>
      <OrderTimeline history={order.history} />
      {mayEdit && (
        <div className={styles.buttons}>
          {order.status === 'draft' && (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => run(() => submit.mutateAsync(order.id), t('submitted'))}
            >
              {t('submit')}
            </button>
          )}
          {CANCELLABLE.includes(order.status) && !order.payment.paid && (
            <ConfirmDialog
              trigger={
                <button type="button" className={buttonClass('secondary')}>
                  {t('cancel')}
                </button>
              }
              title={t('cancelTitle', { number: label })}
              description={t('cancelText')}
              confirmLabel={t('cancelConfirm')}
              cancelLabel={t('keep')}
              destructive
              onConfirm={() => run(() => cancel.mutateAsync({ scope, id: order.id }), t('cancelled'))}
            />
          )}
        </div>
      )}
      <FormStatus status={status} />
    </section>
  );
}
