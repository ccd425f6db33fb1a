'use client';

import type { FleetApiClientCreated } from '@fuel/sdk/fleet';
import { API_SCOPES } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import type { FormStatusValue } from '@/components/form/form-status';
import { lazyZodResolver } from '@/components/form/lazy-resolver';
import { TextField } from '@/components/form/text-field';
import buttonStyles from '@/components/ui/button-link.module.css';
import { useHydrated } from '@/lib/use-hydrated';
import type { ApiClientFormValues } from './api-client-schema';
import styles from './api-clients.module.css';
import { endOfDay } from './end-of-day';
import { useApiClientMutations } from './queries';

const button = [buttonStyles.button, buttonStyles.primary, buttonStyles.md].join(' ');

type FormValues = ApiClientFormValues;

const resolver = lazyZodResolver<FormValues>(() =>
  import('./api-client-schema').then((schema) => schema.apiClientFormSchema),
);

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
    resolver,
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
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(submit)} onFocus={resolver.preload}>
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
