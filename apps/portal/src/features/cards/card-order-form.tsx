'use client';

import { ClientError } from '@fuel/sdk';
import type { FleetOrderDetail } from '@fuel/sdk/fleet';
import { CARD_TYPES } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import { IntentLink } from '@/components/ui/intent-link';
import { useCan } from '@/features/fleet/fleet-me';
import { orderLabel } from '@/features/orders/format';
import { openedOrderHref } from '@/features/orders/order-queries';
import styles from '@/features/orders/orders.module.css';
import { submitClass } from '@/features/orders/styles';
import { useOrderError } from '@/features/orders/use-order-error';
import { isOrderValidationKey, useOrderValidation } from '@/features/orders/use-order-validation';
import { useHydrated } from '@/lib/use-hydrated';
import {
  type CardOrderValues,
  cardOrderField,
  cardOrderResolver,
  emptyCardOrder,
  toCardOrderBody,
} from './card-order-values';
import { useCardMutations } from './queries';
import { CardSettingsFields } from './settings-fields';

// Who each IDENTIFIED card is for (names, a vehicle search): loaded on the form's first focus, shown
// when that type is chosen; the default type (UNIVERSAL) has only a quantity.
const loadHolderFields = () => import('./holder-fields');
const HolderFields = lazy(() => loadHolderFields().then((module) => ({ default: module.HolderFields })));

function preload() {
  cardOrderResolver.preload();
  loadHolderFields().catch(() => undefined);
}

/** Orders business cards: UNIVERSAL (any driver) by quantity, or IDENTIFIED (one per driver or vehicle). */
export function CardOrderForm() {
  const t = useTranslations('Cards.form');
  const types = useTranslations('Cards.types');
  const hydrated = useHydrated();
  const can = useCan();
  const validation = useOrderValidation();
  const orderError = useOrderError();
  const { placeOrder } = useCardMutations();
  const idempotencyKey = useRef<string | null>(null);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [placed, setPlaced] = useState<FleetOrderDetail | null>(null);
  const form = useForm<CardOrderValues>({ resolver: cardOrderResolver, defaultValues: emptyCardOrder() });
  const cardType = form.watch('cardType');
  const { errors, isSubmitting } = form.formState;

  async function submit(values: CardOrderValues) {
    idempotencyKey.current ??= crypto.randomUUID();
    setStatus({ kind: 'pending', message: t('placing') });
    try {
      const order = await placeOrder.mutateAsync({
        body: toCardOrderBody(values),
        place: { idempotencyKey: idempotencyKey.current },
      });
      idempotencyKey.current = null;
      setPlaced(order);
      setStatus(null);
      form.reset(emptyCardOrder());
    } catch (error) {
      setStatus({ kind: 'error', message: orderError(error) });
      if (!ClientError.is(error)) return;
      for (const field of error.fields) {
        const name = cardOrderField(field.path, values.holders);
        if (name && isOrderValidationKey(field.message)) {
          form.setError(name as never, { type: 'server', message: field.message });
        }
      }
    }
  }

  return (
    <form
      className={formStyles.form}
      aria-label={t('title')}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      onFocus={preload}
    >
      {placed && (
        <div className={styles.placed} role="status">
          <p>
            {t('placed', { number: orderLabel(placed.number), count: placed.cardRequest?.quantity ?? 0 })}
          </p>
          <IntentLink href={openedOrderHref('card', placed.id)}>
            {t('openOrder', { number: orderLabel(placed.number) })}
          </IntentLink>
        </div>
      )}
      <fieldset className={formStyles.section}>
        <legend>{t('title')}</legend>
        <fieldset className={formStyles.choices}>
          <legend>{t('cardType')}</legend>
          {CARD_TYPES.map((value) => (
            <label key={value} className={formStyles.choice}>
              <input type="radio" value={value} {...form.register('cardType')} />
              {types(value)}
            </label>
          ))}
        </fieldset>
        <p className={styles.muted}>{t(`typeHints.${cardType}`)}</p>
        {cardType === 'UNIVERSAL' ? (
          <TextField
            id="card-quantity"
            label={t('quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            error={validation(errors.quantity?.message)}
            {...form.register('quantity', { valueAsNumber: true })}
          />
        ) : (
          <Suspense fallback={null}>
            <HolderFields form={form} mayPickVehicle={can('vehicles.read')} />
          </Suspense>
        )}
        <CardSettingsFields
          idPrefix="card-order"
          register={form.register}
          watch={form.watch}
          errors={errors}
        />
        <TextField id="card-note" label={t('note')} maxLength={500} {...form.register('note')} />
      </fieldset>
      <FormStatus status={status} />
      <button type="submit" className={submitClass} disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t('placing') : t('submit')}
      </button>
    </form>
  );
}
