'use client';

import { ClientError } from '@fuel/sdk';
import type { FleetCardTransaction } from '@fuel/sdk/fleet';
import { FUEL_PRODUCTS, type FuelProduct } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import styles from '@/features/orders/orders.module.css';
import { submitClass } from '@/features/orders/styles';
import { DecisionList } from './decision-list';
import { useTerminalAuthorize } from './queries';
import type { StaffSession } from './session';
import { TerminalCards } from './terminal-cards';

type Values = { cardNumber: string; product: FuelProduct; liters: string; stationId: string; count: string };
/** The fields a value can be wrong in (the product is a choice). */
type Field = Exclude<keyof Values, 'product'>;

const MAX_COUNT = 20;

/** A random id; `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
function randomId(bytes = 16) {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The fields the values break, checked as the server's schema does (it checks again). */
function invalidFields(values: Values): Field[] {
  const liters = Number(values.liters);
  const count = Number(values.count);
  const valid: Record<Field, boolean> = {
    cardNumber: /^[A-Za-z0-9]{6}$/.test(values.cardNumber.trim()),
    liters: liters > 0 && liters <= 100_000 && Math.abs(liters * 1000 - Math.round(liters * 1000)) < 1e-6,
    stationId: values.stationId.trim() !== '',
    count: Number.isInteger(count) && count >= 1 && count <= MAX_COUNT,
  };
  return (Object.keys(valid) as Field[]).filter((field) => !valid[field]);
}

/**
 * The back office's station terminal: sends authorizations one after another as the staff (the
 * server's back-office route, not the private key) and shows each decision as it comes, so a person can
 * watch the company's tab receive the decline alert.
 */
export function TerminalSimulator({ session }: { session: StaffSession }) {
  const t = useTranslations('BackOffice.terminal');
  const products = useTranslations('FuelProducts');
  const fleetError = useFleetError();
  const cardMessage = useTranslations('FleetValidation')('cardNumber');
  const authorize = useTerminalAuthorize(session);
  const [terminalId] = useState(() => `SIM-${randomId(2).toUpperCase()}`);
  const [values, setValues] = useState<Values>({
    cardNumber: '',
    product: 'EURO_DIESEL',
    liters: '40',
    stationId: 'TBS-VAKE',
    count: '1',
  });
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [decisions, setDecisions] = useState<FleetCardTransaction[]>([]);
  const [running, setRunning] = useState(false);
  const litersField = useRef<HTMLInputElement>(null);
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const messages: Record<Field, string> = {
    cardNumber: cardMessage,
    liters: t('litersInvalid'),
    stationId: t('stationInvalid'),
    count: t('countInvalid'),
  };
  const errorOf = (field: Field) => (invalid.includes(field) ? messages[field] : undefined);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wrong = invalidFields(values);
    setInvalid(wrong);
    if (wrong.length) return;
    setRunning(true);
    try {
      await sendAll(Number(values.count));
    } finally {
      setRunning(false);
    }
  }

  async function sendAll(count: number) {
    for (let index = 1; index <= count; index += 1) {
      setStatus({ kind: 'pending', message: t('sending', { index, count }) });
      try {
        const decision = await authorize.mutateAsync({
          cardNumber: values.cardNumber.trim(),
          stationId: values.stationId.trim(),
          terminalId,
          terminalTransactionId: randomId(),
          product: values.product,
          liters: Number(values.liters),
        });
        setDecisions((shown) => [decision, ...shown]);
      } catch (error) {
        const fields = ClientError.is(error) ? error.fields.map((field) => field.path) : [];
        setInvalid(Object.keys(messages).filter((field) => fields.includes(field)) as Field[]);
        const code = ClientError.is(error) ? error.code : '';
        setStatus({
          kind: 'error',
          message: code === 'PRODUCT_NOT_PRICED' ? t('PRODUCT_NOT_PRICED') : fleetError(error),
        });
        return;
      }
    }
    setStatus({ kind: 'success', message: t('sent', { count }) });
  }

  return (
    <div className={styles.page}>
      <form className={formStyles.form} aria-label={t('title')} noValidate onSubmit={send}>
        <fieldset className={formStyles.section}>
          <legend>{t('title')}</legend>
          <p className={formStyles.hint}>{t('lead')}</p>
          <div className={formStyles.twoColumns}>
            <TextField
              id="terminal-card"
              label={t('cardNumber')}
              hint={t('cardHint')}
              error={errorOf('cardNumber')}
              value={values.cardNumber}
              maxLength={6}
              autoCapitalize="characters"
              onChange={set('cardNumber')}
            />
            <SelectField
              id="terminal-product"
              label={t('product')}
              options={FUEL_PRODUCTS.map((value) => ({ value, label: products(value) }))}
              value={values.product}
              onChange={set('product')}
            />
            <TextField
              id="terminal-liters"
              ref={litersField}
              label={t('liters')}
              error={errorOf('liters')}
              inputMode="decimal"
              value={values.liters}
              onChange={set('liters')}
            />
            <TextField
              id="terminal-station"
              label={t('station')}
              error={errorOf('stationId')}
              value={values.stationId}
              maxLength={64}
              onChange={set('stationId')}
            />
            <TextField
              id="terminal-count"
              label={t('count')}
              error={errorOf('count')}
              type="number"
              min={1}
              max={MAX_COUNT}
              value={values.count}
              onChange={set('count')}
            />
          </div>
          <FormStatus status={status} />
          <button type="submit" className={submitClass} disabled={running}>
            {t('submit')}
          </button>
        </fieldset>
      </form>
      <DecisionList decisions={decisions} />
      <TerminalCards
        session={session}
        selected={values.cardNumber.trim().toUpperCase()}
        onPick={(cardNumber) => {
          setValues((current) => ({ ...current, cardNumber }));
          litersField.current?.focus();
        }}
      />
    </div>
  );
}
