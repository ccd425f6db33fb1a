'use client';

import type { FleetOrderDetail } from '@fuel/sdk/fleet';
import { ORDER_RULES } from '@fuel/sdk/fleet-vocabulary';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { ConfirmDialog } from '@/components/confirm/confirm-dialog';
import { FormStatus } from '@/components/form/form-status';
import { formatDateTime } from '@/lib/format';
import styles from './orders.module.css';
import { useOrderMutations } from './queries';
import { buttonClass } from './styles';
import { useStatusRun } from './use-status-run';

const PAYABLE = ['draft', 'PENDING', 'CONFIRMED'];

/**
 * The order's payment: its documents (at most 10, locked once both sides confirmed), the company's
 * confirmation, and paying online through the platform's payment page.
 */
export function OrderPayment({ order, mayEdit }: { order: FleetOrderDetail; mayEdit: boolean }) {
  const t = useTranslations('Orders.payment');
  const locale = useLocale();
  const { upload, removeDocument, confirmPayment, payOnline } = useOrderMutations();
  const { status, setStatus, run, orderError } = useStatusRun();
  const inputId = useId();
  const { payment } = order;
  const open = mayEdit && PAYABLE.includes(order.status) && !payment.documentsLocked;
  const unpaid = !payment.paid && (order.status === 'PENDING' || order.status === 'CONFIRMED');

  async function pay() {
    setStatus({ kind: 'pending', message: t('redirecting') });
    try {
      const link = await payOnline.mutateAsync({ id: order.id, body: { returnUrl: window.location.href } });
      window.location.assign(link.paymentUrl);
    } catch (error) {
      setStatus({ kind: 'error', message: orderError(error) });
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{t('title')}</h3>
      <p data-testid="payment-state">
        {payment.paid
          ? t('paid', { at: formatDateTime(payment.paidAt!, locale) })
          : payment.companyConfirmedAt
            ? t('awaitingRetailer')
            : t('unpaid')}
      </p>
      {!payment.paid && <p className={styles.muted}>{t('rule')}</p>}
      <h4>{t('documents', { count: order.documents.length, max: ORDER_RULES.maxDocuments })}</h4>
      {order.documents.length === 0 ? (
        <p className={styles.muted}>{t('noDocuments')}</p>
      ) : (
        <ul className={styles.documents}>
          {order.documents.map((document) => (
            <li key={document.id}>
              <a href={document.url} target="_blank" rel="noreferrer">
                {document.name}
              </a>
              {open && (
                <ConfirmDialog
                  trigger={
                    <button type="button" className={buttonClass('ghost')}>
                      {t('remove', { name: document.name })}
                    </button>
                  }
                  title={t('removeTitle')}
                  description={t('removeText', { name: document.name })}
                  confirmLabel={t('removeConfirm')}
                  cancelLabel={t('cancel')}
                  destructive
                  onConfirm={() =>
                    run(
                      () => removeDocument.mutateAsync({ id: order.id, documentId: document.id }),
                      t('removed'),
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {payment.documentsLocked && <p className={styles.muted}>{t('locked')}</p>}
      {open && (
        <div className={styles.upload}>
          <label htmlFor={inputId}>{t('upload')}</label>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,image/*"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file)
                void run(
                  () => upload.mutateAsync({ id: order.id, file }),
                  t('uploaded', { name: file.name }),
                );
            }}
          />
        </div>
      )}
      {mayEdit && unpaid && (
        <div className={styles.buttons}>
          {!payment.companyConfirmedAt && order.documents.length > 0 && (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => run(() => confirmPayment.mutateAsync(order.id), t('confirmed'))}
            >
              {t('confirm')}
            </button>
          )}
          <button type="button" className={buttonClass('secondary')} onClick={() => void pay()}>
            {t('payOnline')}
          </button>
        </div>
      )}
      <FormStatus status={status} />
    </section>
  );
}
