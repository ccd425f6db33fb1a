'use client';

import type { FleetApiClientCreated } from '@fuel/sdk/fleet';
import { API_SCOPES, apiClientName, apiClientScopes, isFuture } from '@fuel/sdk/fleet-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import type { FormStatusValue } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import buttonStyles from '@/components/ui/button-link.module.css';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './api-clients.module.css';
import { useApiClientMutations } from './queries';

const button = [buttonStyles.button, buttonStyles.primary, buttonStyles.md].join(' ');

/** The end of a chosen day in Tbilisi (UTC+4): when a client given that expiry date stops. */
const endOfDay = (date: string) => `${date}T23:59:59.999+04:00`;

/** The kit's schema, with the expiry as the date field the form shows. */
const formSchema = z.object({
  name: apiClientName,
  scopes: apiClientScopes,
  expiresOn: z.union([
    z.literal(''),
    z.iso.date().refine((date) => isFuture(endOfDay(date)), { error: 'expiryPast' }),
  ]),
});
type FormValues = z.input<typeof formSchema>;

/** Creates a client; its secret goes to `onCreated`, to be shown once. */
export function ApiClientForm({
  onCreated,
  onStatus,
}: {
  onCreated: (client: FleetApiClientCreated) => void;
  onStatus: (status: FormStatusValue) => void;
}) {
  const t = useTranslations('ApiClients');
  const hydrated = useHydrated();
  const id = useId();
  const { create } = useApiClientMutations();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema as never),
    mode: 'onBlur',
    defaultValues: { name: '', scopes: [], expiresOn: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? t(`validation.${key}` as never) : undefined);

  async function submit(values: FormValues) {
    onStatus({ kind: 'pending', message: t('creating') });
    try {
      const created = await create.mutateAsync({
        name: values.name,
        scopes: values.scopes,
        expiresAt: values.expiresOn ? new Date(endOfDay(values.expiresOn)).toISOString() : null,
      });
      form.reset();
      onStatus({ kind: 'success', message: t('created', { name: created.name }) });
      onCreated(created);
    } catch {
      onStatus({ kind: 'error', message: t('createFailed') });
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(submit)}>
      <TextField
        id={`${id}-name`}
        label={t('name')}
        autoComplete="off"
        error={message(errors.name?.message)}
        {...form.register('name')}
      />
      <fieldset className={styles.scopes} aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}>
        <legend>{t('scopes')}</legend>
        {API_SCOPES.map((scope) => (
          <CheckboxField
            key={scope}
            id={`${id}-${scope}`}
            value={scope}
            label={t(`scope.${scope}` as never)}
            {...form.register('scopes')}
          />
        ))}
        {errors.scopes && (
          <p id={`${id}-scopes-error`} className={styles.error} role="alert">
            {message(errors.scopes.message)}
          </p>
        )}
      </fieldset>
      <TextField
        id={`${id}-expires`}
        type="date"
        label={t('expiresOn')}
        error={message(errors.expiresOn?.message)}
        {...form.register('expiresOn')}
      />
      <button type="submit" className={button} disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t('creating') : t('create')}
      </button>
    </form>
  );
}
