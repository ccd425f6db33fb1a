'use client';

import { ClientError } from '@fuel/sdk';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import { submitClass } from '@/features/orders/styles';
import { usePlatform } from '@/features/platform/platform-context';
import { useHydrated } from '@/lib/use-hydrated';
import { signInStaff } from './session';

/** The staff's sign-in with their platform administrator account. */
export function StaffSignInForm() {
  const t = useTranslations('BackOffice.signIn');
  const platform = usePlatform();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<FormStatusValue>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setStatus({ kind: 'pending', message: t('signingIn') });
    try {
      await signInStaff(platform, String(data.get('email')), String(data.get('password')));
    } catch (error) {
      const code = ClientError.is(error) ? error.code : '';
      setStatus({
        kind: 'error',
        message: t(code === 'NOT_STAFF' ? 'notStaff' : code === 'INVALID_CREDENTIALS' ? 'wrong' : 'failed'),
      });
    }
  }

  return (
    <form className={formStyles.form} method="post" aria-label={t('title')} onSubmit={submit}>
      <fieldset className={formStyles.section}>
        <legend>{t('title')}</legend>
        <p className={formStyles.hint}>{t('lead')}</p>
        <TextField
          id="staff-email"
          name="email"
          label={t('email')}
          type="email"
          autoComplete="username"
          required
        />
        <TextField
          id="staff-password"
          name="password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormStatus status={status} />
        <button type="submit" className={submitClass} disabled={!hydrated || status?.kind === 'pending'}>
          {t('submit')}
        </button>
      </fieldset>
    </form>
  );
}
