'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { TextField } from '@/components/form/text-field';
import { openModal } from '@/components/modal/modal-store';
import buttonStyles from '@/components/ui/button-link.module.css';
import { browserFleet } from '@/features/fleet/browser-fleet';
import { type ErrorKey, errorFields, errorKey } from '@/features/fleet/fleet-errors';
import { useRouter } from '@/i18n/navigation';
import { useHydrated } from '@/lib/use-hydrated';
import { escapeHtml, showErrorModal } from './form-errors';
import { normalizePhone, RESET_CHANNELS, type ValidationKey } from './rules';
import type { ResetCompleteValues, ResetRequestValues } from './schemas';
import { useCooldown } from './use-cooldown';

const button = [buttonStyles.button, buttonStyles.md].join(' ');
const RESEND_SECONDS = 60;

// zod and the schemas load when the user starts on the form (see lazyResolver).
const loadSchemas = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('./schemas')]).then(
    ([{ zodResolver }, schemas]) => ({ zodResolver, ...schemas }),
  );
const requestResolver = lazyResolver<ResetRequestValues>(() =>
  loadSchemas().then(({ zodResolver, resetRequestSchema }) => zodResolver(resetRequestSchema)),
);
const completeResolver = lazyResolver<ResetCompleteValues>(() =>
  loadSchemas().then(({ zodResolver, resetCompleteSchema }) => zodResolver(resetCompleteSchema)),
);

/** On the form's first focus: the schemas, and the fleet kit that sending the code calls. */
function preload() {
  requestResolver.preload();
  browserFleet().catch(() => undefined);
}

/** A refusal of the new password that says it equals the current one ('Use new password'). */
export function isPasswordReuse(fields: { path: string; rule: string }[]): boolean {
  return fields.some(
    (field) => /password/i.test(field.path) && /same|current|reuse|differ/i.test(field.rule),
  );
}

/**
 * Password reset by a code sent to the phone or the e-mail: ask for the code, then enter it with
 * the new password (the rules of sign-up). Success says so in the info modal and goes to sign-in.
 */
export function ResetPasswordForm() {
  const t = useTranslations('ResetPassword');
  const validation = useTranslations('Validation');
  const errors = useTranslations('Errors');
  const modal = useTranslations('Modal');
  const router = useRouter();
  const hydrated = useHydrated();
  const cooldown = useCooldown();
  const [verificationId, setVerificationId] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const request = useForm<ResetRequestValues>({
    resolver: requestResolver,
    defaultValues: { channel: 'phone', destination: '' },
  });
  const complete = useForm<ResetCompleteValues>({
    resolver: completeResolver,
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const channel = request.watch('channel');

  const translate = (key: string | undefined) =>
    key === undefined
      ? undefined
      : key in errorsCatalogue
        ? errors(key as ErrorKey)
        : validation(key as ValidationKey);

  const sendCode = request.handleSubmit(async (values) => {
    const destination =
      values.channel === 'phone' ? normalizePhone(values.destination) : values.destination.trim();
    try {
      const fleet = await browserFleet();
      const sent = await fleet.passwordReset.sendCode({ channel: values.channel, destination });
      setVerificationId(sent.verificationId);
      setSentTo(destination);
      cooldown.start(RESEND_SECONDS);
    } catch (error) {
      showErrorModal(modal('error'), errors(errorKey(error)));
    }
  });

  const changePassword = complete.handleSubmit(async (values) => {
    if (!verificationId) return;
    try {
      const fleet = await browserFleet();
      await fleet.passwordReset.complete({
        verificationId,
        code: values.code.trim(),
        newPassword: values.password,
      });
    } catch (error) {
      const key = errorKey(error);
      const fields = errorFields(error);
      const target: FieldPath<ResetCompleteValues> | undefined =
        key === 'INVALID_CODE' ? 'code' : key === 'VALIDATION_FAILED' ? 'password' : undefined;
      if (target === 'password') {
        complete.setError('password', {
          message: (isPasswordReuse(fields) ? 'passwordReuse' : 'password') satisfies ValidationKey,
        });
        complete.setFocus('password');
      } else if (target) {
        complete.setError(target, { message: key }, { shouldFocus: true });
      } else {
        showErrorModal(modal('error'), errors(key));
      }
      return;
    }
    openModal({
      type: 'info',
      title: t('doneTitle'),
      html: `<p>${escapeHtml(t('doneBody'))}</p>`,
      onClose: () => router.push('/sign-in'),
    });
  });

  return (
    <div className={formStyles.form}>
      <form className={formStyles.form} method="post" noValidate onSubmit={sendCode} onFocus={preload}>
        <fieldset className={formStyles.choices}>
          <legend>{t('channel')}</legend>
          {RESET_CHANNELS.map((option) => (
            <label key={option} className={formStyles.choice}>
              <input type="radio" value={option} {...request.register('channel')} />
              {t(option)}
            </label>
          ))}
        </fieldset>
        <TextField
          id="reset-destination"
          type={channel === 'email' ? 'email' : 'tel'}
          autoComplete={channel === 'email' ? 'email' : 'tel'}
          label={channel === 'email' ? t('emailDestination') : t('phoneDestination')}
          error={translate(request.formState.errors.destination?.message)}
          {...request.register('destination')}
        />
        <button
          type="submit"
          className={[
            button,
            verificationId ? buttonStyles.ghost : buttonStyles.secondary,
            formStyles.submit,
          ].join(' ')}
          disabled={request.formState.isSubmitting || cooldown.secondsLeft > 0 || !hydrated}
        >
          {request.formState.isSubmitting ? t('sending') : t('sendCode')}
        </button>
        {sentTo && (
          <p className={formStyles.notice} role="status">
            {t('codeSent', { destination: sentTo })}
            {cooldown.secondsLeft > 0 && <> {t('resendIn', { seconds: cooldown.secondsLeft })}</>}
          </p>
        )}
      </form>

      {verificationId && (
        <form className={formStyles.form} method="post" noValidate onSubmit={changePassword}>
          <TextField
            id="reset-code"
            label={t('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={translate(complete.formState.errors.code?.message)}
            {...complete.register('code')}
          />
          <TextField
            id="reset-password"
            type="password"
            autoComplete="new-password"
            label={t('password')}
            error={translate(complete.formState.errors.password?.message)}
            {...complete.register('password')}
          />
          <TextField
            id="reset-confirm-password"
            type="password"
            autoComplete="new-password"
            label={t('confirmPassword')}
            error={translate(complete.formState.errors.confirmPassword?.message)}
            {...complete.register('confirmPassword')}
          />
          <button
            type="submit"
            className={[button, buttonStyles.secondary, formStyles.submit].join(' ')}
            disabled={complete.formState.isSubmitting}
          >
            {complete.formState.isSubmitting ? t('pending') : t('submit')}
          </button>
        </form>
      )}
    </div>
  );
}

const errorsCatalogue = {
  IC_NOT_FOUND: 1,
  SMS_NOT_SENT: 1,
  EMAIL_NOT_SENT: 1,
  CONTRAGENT_EXISTS: 1,
  INVALID_CODE: 1,
  RATE_LIMITED: 1,
  VALIDATION_FAILED: 1,
  NETWORK: 1,
  Default: 1,
} satisfies Record<ErrorKey, 1>;
