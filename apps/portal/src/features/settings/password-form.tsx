'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import { lazyZodResolver } from '@/components/form/lazy-resolver';
import { TextField } from '@/components/form/text-field';
import { useFleetValidation } from '@/features/fleet/use-fleet-validation';
import { useServerErrors } from '@/features/fleet/use-server-errors';
import { useHydrated } from '@/lib/use-hydrated';
import { useSettingsMutations } from './queries';
import { submitButton } from './styles';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

// zod and the schema load with the user's first check (see lazyZodResolver).
const resolver = lazyZodResolver<Values>(() =>
  import('@fuel/sdk/fleet-rules').then((rules) => rules.fleetPasswordChangeBody),
);

/**
 * The password change (spec §5): the rules, 'Password does not match', 'Use new password' in the
 * browser with the server's schema; a wrong current password is the server's 'Password is wrong'.
 */
export function PasswordForm() {
  const t = useTranslations('Settings');
  const validation = useFleetValidation();
  const hydrated = useHydrated();
  const { password } = useSettingsMutations();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const form = useForm<Values>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const serverErrors = useServerErrors(form.setError);
  const { errors, isSubmitting } = form.formState;

  async function submit(values: Values) {
    setStatus({ kind: 'pending', message: t('saving') });
    try {
      await password.mutateAsync(values);
      form.reset();
      setStatus({ kind: 'success', message: t('passwordChanged') });
    } catch (error) {
      setStatus({ kind: 'error', message: serverErrors(error) });
    }
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={form.handleSubmit(submit)}>
      <fieldset className={formStyles.section}>
        <legend>{t('passwordTitle')}</legend>
        {FIELDS.map((name) => {
          const error = errors[name];
          return (
            <TextField
              key={name}
              id={`password-${name}`}
              type="password"
              label={t(`fields.${name}`)}
              autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
              hint={name === 'newPassword' ? t('passwordHint') : undefined}
              error={error?.type === 'server' ? error.message : validation(error?.message)}
              {...form.register(name, {
                // The confirmation is checked against the new password: recheck it when either changes.
                deps: name === 'newPassword' ? ['confirmPassword'] : undefined,
              })}
            />
          );
        })}
        <FormStatus status={status} />
        <button type="submit" className={submitButton} disabled={!hydrated || isSubmitting}>
          {isSubmitting ? t('saving') : t('changePassword')}
        </button>
      </fieldset>
    </form>
  );
}
