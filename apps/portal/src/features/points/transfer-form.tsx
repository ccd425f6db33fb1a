'use client';

import { ClientError } from '@fuel/sdk';
import type { PointsTransferForm, PointsTransferFormInput } from '@fuel/sdk/fleet-rules';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import { lazyZodResolver } from '@/components/form/lazy-resolver';
import { TextField } from '@/components/form/text-field';
import { useFleetValidation } from '@/features/fleet/use-fleet-validation';
import { submitButton } from '@/features/settings/styles';
import { useHydrated } from '@/lib/use-hydrated';
import { useTransferPoints } from './queries';

/** Refusals that leave the balance as it was: 'Points not transferred', with why. */
const REFUSALS = [
  'INSUFFICIENT_POINTS',
  'CARD_HAS_NO_GEL_LIMIT',
  'CARD_CLOSED',
  'COMPANY_BLOCKED',
  'COMPANY_NOT_FOUND',
  'NOT_FOUND',
  'VALIDATION_FAILED',
] as const;
type Refusal = (typeof REFUSALS)[number];

/**
 * Points to one of the company's cards (by its number) or to another company (by identification
 * code), never more than the balance: checked here with the kit's schema, and by the server. One
 * idempotency key per intended transfer, so a double click or a retry transfers once.
 */
export function TransferForm({ balance, disabled }: { balance: number; disabled: boolean }) {
  const t = useTranslations('Points');
  const validation = useFleetValidation();
  const hydrated = useHydrated();
  const transfer = useTransferPoints();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const key = useRef<string | null>(null);
  // The kit's schema for this balance; it and zod load on the form's first focus, not with the page.
  const resolver = useMemo(
    () =>
      lazyZodResolver<PointsTransferFormInput>(() =>
        import('@fuel/sdk/fleet-rules').then((rules) => rules.pointsTransferForm(balance)),
      ),
    [balance],
  );
  const form = useForm<PointsTransferFormInput, unknown, PointsTransferForm>({
    resolver: resolver as never,
    mode: 'onSubmit',
    defaultValues: { target: 'card', amount: '', cardNumber: '' } as PointsTransferFormInput,
  });
  const target = form.watch('target');
  const { errors, isSubmitting } = form.formState;
  const fieldError = (name: 'amount' | 'cardNumber' | 'identificationCode') =>
    validation((errors as Record<string, { message?: string } | undefined>)[name]?.message);

  /** `parsed` is the schema's output: the amount in tetri, the card number in upper case. */
  async function submit(parsed: PointsTransferForm) {
    key.current ??= newIdempotencyKey();
    setStatus({ kind: 'pending', message: t('transferring') });
    try {
      await transfer.mutateAsync({
        idempotencyKey: key.current,
        amount: { amount: parsed.amount, currency: 'GEL' },
        to:
          parsed.target === 'card'
            ? { type: 'card', cardNumber: parsed.cardNumber }
            : { type: 'company', identificationCode: parsed.identificationCode },
      });
      key.current = null;
      form.reset({ target: parsed.target, amount: '', cardNumber: '', identificationCode: '' } as never);
      setStatus({ kind: 'success', message: t('transferred') });
    } catch (error) {
      // A refusal changed nothing: the next submission is a new transfer.
      const code = ClientError.is(error) ? error.code : undefined;
      if (code && (REFUSALS as readonly string[]).includes(code)) {
        key.current = null;
        setStatus({ kind: 'error', message: `${t('notTransferred')} ${t(`refusals.${code as Refusal}`)}` });
      } else {
        setStatus({ kind: 'error', message: t('failed') });
      }
    }
  }

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      onFocus={resolver.preload}
      aria-labelledby="transfer-title"
    >
      <fieldset className={formStyles.section} disabled={disabled}>
        <legend id="transfer-title">{t('transferTitle')}</legend>
        <fieldset className={formStyles.choices}>
          <legend>{t('to')}</legend>
          {(['card', 'company'] as const).map((value) => (
            <label key={value} className={formStyles.choice}>
              <input type="radio" value={value} {...form.register('target')} />
              {t(`targets.${value}`)}
            </label>
          ))}
        </fieldset>
        {target === 'card' ? (
          <TextField
            id="transfer-card"
            label={t('cardNumber')}
            hint={t('cardNumberHint')}
            autoComplete="off"
            maxLength={6}
            error={fieldError('cardNumber')}
            {...form.register('cardNumber' as never)}
          />
        ) : (
          <TextField
            id="transfer-company"
            label={t('identificationCode')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            error={fieldError('identificationCode')}
            {...form.register('identificationCode' as never)}
          />
        )}
        <TextField
          id="transfer-amount"
          label={t('amount')}
          hint={t('amountHint')}
          inputMode="decimal"
          autoComplete="off"
          error={fieldError('amount')}
          {...form.register('amount')}
        />
        <FormStatus status={status} />
        <button type="submit" className={submitButton} disabled={!hydrated || isSubmitting || disabled}>
          {isSubmitting ? t('transferring') : t('transfer')}
        </button>
      </fieldset>
    </form>
  );
}

/** 128 random bits as hex: `getRandomValues` works where `randomUUID` needs a secure context. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
