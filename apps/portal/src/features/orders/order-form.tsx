'use client';

import type { FleetOrderDetail } from '@fuel/sdk/fleet';
import { FUEL_REQUEST_KINDS, PAYMENT_TYPES } from '@fuel/sdk/fleet-vocabulary';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { IntentLink } from '@/components/ui/intent-link';
import { formatDate, formatGel } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import { DeliveryFields } from './delivery-fields';
import { orderLabel } from './format';
import {
  emptyOrder,
  type OrderFormValues,
  type OrderKindValue,
  orderResolver,
  toOrderBody,
} from './order-form-values';
import { OrderLines } from './order-lines';
import { openedOrderHref } from './order-queries';
import styles from './orders.module.css';
import { useOrderMutations } from './queries';
import { buttonClass, submitClass } from './styles';
import { useLivePrices } from './use-live-prices';
import { useOrderError } from './use-order-error';
import { isOrderValidationKey } from './use-order-validation';

/**
 * The fuel request: fuel (a limit for the company's cards), coupons or wholesale with delivery, checked
 * with the server's schema. One idempotency key per order: a double click or a retry places it once.
 */
export function OrderForm() {
  const t = useTranslations('Orders.form');
  const locale = useLocale();
  const hydrated = useHydrated();
  const orderError = useOrderError();
  const { place } = useOrderMutations();
  const idempotencyKey = useRef<string | null>(null);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [placed, setPlaced] = useState<FleetOrderDetail | null>(null);
  const form = useForm<OrderFormValues>({
    resolver: orderResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyOrder(),
  });
  const kind = form.watch('kind');
  const live = useLivePrices(form);
  const { isSubmitting } = form.formState;

  function chooseKind(next: OrderKindValue) {
    form.reset({ ...emptyOrder(next), paymentType: form.getValues('paymentType') });
    setStatus(null);
  }

  async function send(values: OrderFormValues, draft: boolean) {
    idempotencyKey.current ??= crypto.randomUUID();
    setStatus({ kind: 'pending', message: t('placing') });
    try {
      const order = await place.mutateAsync({
        body: toOrderBody(values, draft),
        place: { idempotencyKey: idempotencyKey.current },
      });
      idempotencyKey.current = null;
      setPlaced(order);
      setStatus(null);
      form.reset(emptyOrder(values.kind));
    } catch (error) {
      // A refusal of the request keeps its key: resending the same order stays one order.
      setStatus({ kind: 'error', message: orderError(error) });
      for (const field of (error as { fields?: { path: string; message: string }[] }).fields ?? []) {
        if (isOrderValidationKey(field.message)) {
          form.setError(field.path as never, { type: 'server', message: field.message });
        }
      }
    }
  }

  return (
    <form
      className={formStyles.form}
      aria-label={t('title')}
      noValidate
      onFocus={orderResolver.preload}
      onSubmit={form.handleSubmit((values) => send(values, false))}
    >
      {placed && (
        <div className={styles.placed} role="status">
          <p>
            {t(placed.status === 'draft' ? 'savedDraft' : 'placed', {
              number: orderLabel(placed.number),
              total: formatGel(placed.total.amount, locale),
              due: placed.dueDate ? formatDate(placed.dueDate, locale) : '',
            })}
          </p>
          <p className={styles.muted}>{t('paymentNote')}</p>
          <IntentLink href={openedOrderHref('fuel', placed.id)}>
            {t('openOrder', { number: orderLabel(placed.number) })}
          </IntentLink>
        </div>
      )}
      <fieldset className={formStyles.choices}>
        <legend>{t('kind')}</legend>
        {FUEL_REQUEST_KINDS.map((value) => (
          <label key={value} className={formStyles.choice}>
            <input
              type="radio"
              name="kind"
              value={value}
              checked={kind === value}
              onChange={() => chooseKind(value)}
            />
            {t(`kinds.${value}`)}
          </label>
        ))}
      </fieldset>
      <p className={styles.muted}>{t(`kindHints.${kind}`)}</p>
      <OrderLines form={form} prices={live.lines} />
      {kind === 'wholesale' && <DeliveryFields form={form} />}
      <div className={formStyles.twoColumns}>
        <SelectField
          id="order-paymentType"
          label={t('paymentType')}
          options={PAYMENT_TYPES.map((type) => ({ value: type, label: t(`paymentTypes.${type}`) }))}
          {...form.register('paymentType')}
        />
        <TextField id="order-note" label={t('note')} maxLength={500} {...form.register('note')} />
      </div>
      <div className={styles.orderTotal} aria-live="polite">
        <span>{t('price.orderTotal')}</span>
        <strong data-testid="order-total">
          {live.total === undefined ? '—' : formatGel(live.total, locale)}
        </strong>
        <span className={styles.muted}>{t(live.unavailable ? 'price.unavailable' : 'price.note')}</span>
      </div>
      <FormStatus status={status} />
      <div className={styles.buttons}>
        <button type="submit" className={submitClass} disabled={!hydrated || isSubmitting}>
          {isSubmitting ? t('placing') : t('submit')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={!hydrated || isSubmitting}
          onClick={form.handleSubmit((values) => send(values, true))}
        >
          {t('saveDraft')}
        </button>
      </div>
    </form>
  );
}
