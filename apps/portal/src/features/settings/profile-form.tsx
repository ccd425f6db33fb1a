'use client';

import type { FleetSettings } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import { lazyZodResolver } from '@/components/form/lazy-resolver';
import { TextField } from '@/components/form/text-field';
import { useFleetValidation } from '@/features/fleet/use-fleet-validation';
import { useServerErrors } from '@/features/fleet/use-server-errors';
import { useRouter } from '@/i18n/navigation';
import { useHydrated } from '@/lib/use-hydrated';
import { useSettingsMutations } from './queries';
import { submitButton } from './styles';

type Values = Pick<FleetSettings, 'firstName' | 'lastName' | 'phone' | 'email'>;
const FIELDS = ['firstName', 'lastName', 'phone', 'email'] as const;

// zod and the schema load with the user's first check (see lazyZodResolver).
const resolver = lazyZodResolver<Values>(() =>
  import('@fuel/sdk/fleet-rules').then((rules) => rules.fleetProfileBody),
);

/** Name, mobile and e-mail, checked with the server's own schema. */
export function ProfileForm({ settings }: { settings: FleetSettings }) {
  const t = useTranslations('Settings');
  const validation = useFleetValidation();
  const hydrated = useHydrated();
  const router = useRouter();
  const { profile } = useSettingsMutations();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const form = useForm<Values>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: {
      firstName: settings.firstName,
      lastName: settings.lastName,
      phone: settings.phone,
      email: settings.email,
    },
  });
  const serverErrors = useServerErrors(form.setError);
  const { errors, isSubmitting } = form.formState;

  async function submit(values: Values) {
    setStatus({ kind: 'pending', message: t('saving') });
    try {
      await profile.mutateAsync(values);
      setStatus({ kind: 'success', message: t('saved') });
      router.refresh();
    } catch (error) {
      setStatus({ kind: 'error', message: serverErrors(error) });
    }
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={form.handleSubmit(submit)}>
      <fieldset className={formStyles.section}>
        <legend>{t('profileTitle')}</legend>
        <div className={formStyles.twoColumns}>
          {FIELDS.map((name) => {
            const error = errors[name];
            return (
              <TextField
                key={name}
                id={`profile-${name}`}
                label={t(`fields.${name}`)}
                type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                hint={name === 'phone' ? t('phoneHint') : undefined}
                error={error?.type === 'server' ? error.message : validation(error?.message)}
                {...form.register(name)}
              />
            );
          })}
        </div>
        <FormStatus status={status} />
        <button type="submit" className={submitButton} disabled={!hydrated || isSubmitting}>
          {isSubmitting ? t('saving') : t('saveProfile')}
        </button>
      </fieldset>
    </form>
  );
}
