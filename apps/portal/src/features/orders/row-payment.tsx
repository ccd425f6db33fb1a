'use client';

import type { FleetOrder } from '@fuel/sdk/fleet';
import { ORDER_RULES } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { orderLabel } from './format';
import styles from './orders.module.css';
import { useOrderMutations } from './queries';

/** Whether the company is to pay the order now: sent, not paid, no payment declared, room for a document. */
export function paymentDue(order: FleetOrder): boolean {
  const { payment } = order;
  return (
    (order.status === 'PENDING' || order.status === 'CONFIRMED') &&
    !payment.paid &&
    !payment.companyConfirmedAt &&
    !payment.documentsLocked &&
    order.documentCount < ORDER_RULES.maxDocuments
  );
}

type Props = {
  order: FleetOrder;
  mayEdit: boolean;
  /** Runs the upload, reporting how it went in the history's status line. */
  run: (work: () => Promise<unknown>, done: string) => Promise<void>;
};

/** A history row's payment: the payment order's upload where it is due, or where the payment stands. */
export function RowPayment({ order, mayEdit, run }: Props) {
  const t = useTranslations('Orders.history.rowPayment');
  const { upload } = useOrderMutations();
  const inputId = useId();
  const number = orderLabel(order.number);
  if (order.payment.paid) return <>{t('paid')}</>;
  if (order.payment.companyConfirmedAt) return <>{t('checking')}</>;
  if (!mayEdit || !paymentDue(order)) return <>{t('none')}</>;
  return (
    <span className={styles.rowUpload}>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,image/*"
        className={styles.visuallyHidden}
        aria-label={t('uploadFor', { number })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) {
            void run(
              () => upload.mutateAsync({ id: order.id, file }),
              t('uploaded', { name: file.name, number }),
            );
          }
        }}
      />
      <label htmlFor={inputId} aria-hidden="true">
        {t('upload')}
      </label>
    </span>
  );
}
