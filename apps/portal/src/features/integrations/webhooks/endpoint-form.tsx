'use client';

import { ClientError } from '@fuel/sdk';
import type { WebhookEndpointWithSecret, WebhookEventType } from '@fuel/sdk/fleet';
import { WEBHOOK_EVENT_TYPES } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import { lazyZodResolver } from '@/components/form/lazy-resolver';
import { TextField } from '@/components/form/text-field';
import buttonStyles from '@/components/ui/button-link.module.css';
import { useHydrated } from '@/lib/use-hydrated';
import { useWebhookMutations } from './queries';
import { useWebhookError, useWebhookValidation } from './use-webhook-messages';
import styles from './webhooks.module.css';

type Values = { url: string; description: string; events: string[] };
const button = [buttonStyles.button, buttonStyles.primary, buttonStyles.md].join(' ');

// zod and the schema load with the user's first check (see lazyZodResolver).
const resolver = lazyZodResolver<Values>(() =>
  import('@fuel/sdk/fleet-rules').then((rules) => rules.webhookEndpointBody),
);

/** Adds an endpoint: the server's schema on blur and submit; a refused URL stays on the field. */
export function EndpointForm({ onCreated }: { onCreated: (endpoint: WebhookEndpointWithSecret) => void }) {
  const t = useTranslations('Integrations');
  const validation = useWebhookValidation();
  const errorMessage = useWebhookError();
  const hydrated = useHydrated();
  const id = useId();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const { create } = useWebhookMutations();
  const form = useForm<Values>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { url: '', description: '', events: [] },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: Values) {
    setStatus({ kind: 'pending', message: t('saving') });
    try {
      const created = await create.mutateAsync(values as never);
      form.reset();
      setStatus({ kind: 'success', message: t('created') });
      onCreated(created);
    } catch (failure) {
      const message = errorMessage(failure);
      if (ClientError.is(failure) && failure.code === 'WEBHOOK_URL_REFUSED') {
        form.setError('url', { type: 'server', message });
      }
      setStatus({ kind: 'error', message });
    }
  }

  const fieldMessage = (error?: { type?: string; message?: string }) =>
    error?.type === 'server' ? error.message : validation(error?.message);

  return (
    <form className={formStyles.form} noValidate onSubmit={form.handleSubmit(submit)}>
      <TextField
        id={`${id}-url`}
        label={t('url')}
        hint={t('urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://erp.example.com/hooks/fuel"
        error={fieldMessage(errors.url)}
        {...form.register('url')}
      />
      <TextField
        id={`${id}-description`}
        label={t('description')}
        autoComplete="off"
        error={fieldMessage(errors.description)}
        {...form.register('description')}
      />
      <fieldset className={styles.events} aria-describedby={errors.events ? `${id}-events-error` : undefined}>
        <legend className={formStyles.label}>{t('events')}</legend>
        <div className={formStyles.choices}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField
              key={type}
              id={`${id}-${type}`}
              label={t(`eventNames.${eventKey(type)}`)}
              value={type}
              {...form.register('events')}
            />
          ))}
        </div>
        {errors.events && (
          <p id={`${id}-events-error`} className={formStyles.error}>
            {fieldMessage(errors.events as { message?: string })}
          </p>
        )}
      </fieldset>
      <div className={formStyles.actions}>
        <button type="submit" className={button} disabled={!hydrated || isSubmitting}>
          {t('add')}
        </button>
      </div>
      <FormStatus status={status} />
    </form>
  );
}

type EventKey<T extends string> = T extends `${infer Noun}.${infer Verb}` ? `${Noun}_${Verb}` : never;

/** `order.status_changed` → `order_status_changed`: message keys may not hold dots. */
export const eventKey = <T extends WebhookEventType>(type: T) => type.replace('.', '_') as EventKey<T>;
