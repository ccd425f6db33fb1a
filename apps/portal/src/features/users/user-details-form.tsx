'use client';

import type { FleetUser } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import { lazyZodResolver } from '@/components/form/lazy-resolver';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import buttonStyles from '@/components/ui/button-link.module.css';
import { useFleetValidation } from '@/features/fleet/use-fleet-validation';
import { useServerErrors } from '@/features/fleet/use-server-errors';
import { useRouter } from '@/i18n/navigation';
import { useHydrated } from '@/lib/use-hydrated';
import { PermissionsField } from './permissions-field';
import { useUserMutations } from './queries';

const button = [buttonStyles.button, buttonStyles.secondary, buttonStyles.md].join(' ');

type Values = {
  firstName: string;
  lastName: string;
  personalNumber: string;
  phone: string;
  email: string;
  permissions: FleetUser['permissions'];
  inviteBy: 'email' | 'sms';
};

// zod and the schema load with the user's first check (see lazyZodResolver).
const createResolver = lazyZodResolver<Values>(() =>
  import('@fuel/sdk/fleet-rules').then((rules) => rules.fleetUserCreateBody),
);
const updateResolver = lazyZodResolver<Values>(() =>
  import('@fuel/sdk/fleet-rules').then((rules) => rules.fleetUserUpdateBody),
);

/**
 * Add a user (no `user`) or edit one's details. The schema is the server's (`@fuel/sdk/fleet-rules`):
 * checked on blur, as the user types after that, and on submit; the server's refusals land on the
 * field they name. A failed save keeps what was typed.
 */
export function UserDetailsForm({ user, readOnly }: { user?: FleetUser; readOnly: boolean }) {
  const t = useTranslations('Users');
  const roles = useTranslations('Dashboard.roles');
  const validation = useFleetValidation();
  const hydrated = useHydrated();
  const router = useRouter();
  const { create, update } = useUserMutations();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const adding = !user;
  const form = useForm<Values>({
    // One schema per payload: adding takes the pages and the invitation channel too.
    resolver: adding ? createResolver : updateResolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      personalNumber: user?.personalNumber ?? '',
      phone: user?.phone ?? '',
      email: user?.email ?? '',
      permissions: user?.permissions ?? { home: 'VIEW' },
      inviteBy: 'email',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const serverErrors = useServerErrors(form.setError);

  async function submit(values: Values) {
    setStatus({ kind: 'pending', message: t('saving') });
    try {
      if (adding) {
        const created = await create.mutateAsync(values);
        // The page becomes the new user's edit page, which says that the user was added.
        const added = created.invitation.sent ? 'sent' : 'notSent';
        router.replace({ pathname: '/dashboard/users/edit-user', query: { id: created.user.id, added } });
      } else {
        const { permissions: _permissions, inviteBy: _inviteBy, ...details } = values;
        await update.mutateAsync({ id: user.id, body: details });
        setStatus({ kind: 'success', message: t('saved') });
      }
    } catch (error) {
      setStatus({ kind: 'error', message: serverErrors(error) });
    }
  }

  const text = (
    name: 'firstName' | 'lastName' | 'personalNumber' | 'phone' | 'email',
    extra: object = {},
  ) => {
    const error = errors[name];
    return (
      <TextField
        id={`user-${name}`}
        label={t(`form.${name}`)}
        error={error?.type === 'server' ? error.message : validation(error?.message)}
        readOnly={readOnly}
        {...extra}
        {...form.register(name)}
      />
    );
  };

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label={t(adding ? 'form.addTitle' : 'form.detailsTitle')}
    >
      <fieldset className={formStyles.section} disabled={readOnly}>
        <legend>{t('form.detailsTitle')}</legend>
        <div className={formStyles.twoColumns}>
          {text('firstName', { autoComplete: 'off' })}
          {text('lastName', { autoComplete: 'off' })}
        </div>
        <div className={formStyles.twoColumns}>
          {text('personalNumber', { hint: t('form.personalNumberHint'), maxLength: 11, inputMode: 'text' })}
          {text('phone', { type: 'tel', hint: t('form.phoneHint'), autoComplete: 'off' })}
        </div>
        <div className={formStyles.twoColumns}>
          {text('email', { type: 'email', autoComplete: 'off' })}
          <TextField id="user-role" label={t('columns.role')} value={roles(user?.role ?? 'ADMIN')} readOnly />
        </div>
      </fieldset>
      {adding && (
        <>
          <fieldset className={formStyles.section}>
            <legend>{t('form.pagesTitle')}</legend>
            <Controller
              control={form.control}
              name="permissions"
              render={({ field }) => <PermissionsField value={field.value} onChange={field.onChange} />}
            />
          </fieldset>
          <SelectField
            id="user-inviteBy"
            label={t('form.inviteBy')}
            options={[
              { value: 'email', label: t('form.inviteEmail') },
              { value: 'sms', label: t('form.inviteSms') },
            ]}
            {...form.register('inviteBy')}
          />
        </>
      )}
      <FormStatus status={status} />
      {!readOnly && (
        <button type="submit" className={button} disabled={!hydrated || isSubmitting}>
          {isSubmitting ? t('saving') : adding ? t('form.add') : t('save')}
        </button>
      )}
    </form>
  );
}
