'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { TextField } from '@/components/form/text-field';
import buttonStyles from '@/components/ui/button-link.module.css';
import { DASHBOARD_HOME } from '@/features/dashboard/paths';
import { browserFleet } from '@/features/fleet/browser-fleet';
import { errorFields, errorKey } from '@/features/fleet/fleet-errors';
import { getPathname } from '@/i18n/navigation';
import { useHydrated } from '@/lib/use-hydrated';
import { showErrorModal } from './form-errors';
import { nextAuthClient } from './next-auth-client';
import {
  CONTRAGENT_TYPES,
  identificationCodeError,
  normalizePhone,
  PHONE_PATTERN,
  type ValidationKey,
} from './rules';
import type { SignUpValues } from './schemas';
import { useCooldown } from './use-cooldown';

const button = [buttonStyles.button, buttonStyles.md].join(' ');
const DEFAULT_RESEND_SECONDS = 60;

// zod and the schema load when the user starts on the form (see lazyResolver).
const resolver = lazyResolver<SignUpValues>(async () => {
  const [{ zodResolver }, { signUpSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('./schemas'),
  ]);
  return zodResolver(signUpSchema);
});

/** On the form's first focus: the schema, and the fleet kit that the Check and Send code buttons call. */
function preload() {
  resolver.preload();
  browserFleet().catch(() => undefined);
}

/**
 * Registration: the identification code checked against the revenue-service registry (which fills
 * the company name), contact details, an SMS code, a password; then the new user is signed in and
 * lands on the dashboard. Every refusal shows the catalogue message for its code.
 */
export function SignUpForm() {
  const t = useTranslations('SignUp');
  const validation = useTranslations('Validation');
  const errors = useTranslations('Errors');
  const modal = useTranslations('Modal');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const [verificationId, setVerificationId] = useState<string>();
  const cooldown = useCooldown();

  const form = useForm<SignUpValues>({
    resolver,
    defaultValues: {
      contragentType: 'ORGANIZATION',
      identificationCode: '',
      companyName: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      code: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { register, formState, setError, clearErrors, setValue, getValues, watch, handleSubmit } = form;
  const contragentType = watch('contragentType');

  const message = (field: FieldPath<SignUpValues>) => {
    const key = formState.errors[field]?.message;
    if (!key) return undefined;
    return key in ERROR_KEYS ? errors(key as keyof typeof ERROR_KEYS) : validation(key as ValidationKey);
  };

  function fail(error: unknown, field?: FieldPath<SignUpValues>) {
    const key = errorKey(error);
    if (field) setError(field, { message: key }, { shouldFocus: true });
    showErrorModal(modal('error'), errors(key));
  }

  async function checkCode() {
    const { contragentType: type, identificationCode } = getValues();
    setValue('companyName', '');
    const problem = identificationCodeError(type, identificationCode);
    if (problem) {
      setError('identificationCode', { message: problem }, { shouldFocus: true });
      return;
    }
    clearErrors('identificationCode');
    setChecking(true);
    try {
      const fleet = await browserFleet();
      const entry = await fleet.registry.lookup({
        contragentType: type,
        identificationCode: identificationCode.trim(),
      });
      setValue('companyName', entry.companyName);
    } catch (error) {
      fail(error, 'identificationCode');
    } finally {
      setChecking(false);
    }
  }

  async function sendCode() {
    const phone = normalizePhone(getValues('phone'));
    if (!PHONE_PATTERN.test(phone)) {
      setError('phone', { message: phone ? 'phone' : 'required' }, { shouldFocus: true });
      return;
    }
    clearErrors('phone');
    setSending(true);
    try {
      const fleet = await browserFleet();
      const sent = await fleet.signup.sendCode({ phone });
      setVerificationId(sent.verificationId);
      setCodeSentTo(phone);
      cooldown.start(sent.resendAfterSeconds || DEFAULT_RESEND_SECONDS);
    } catch (error) {
      fail(error, 'phone');
    } finally {
      setSending(false);
    }
  }

  const submit = handleSubmit(async (values) => {
    if (!values.companyName) {
      setError(
        'identificationCode',
        { message: 'companyNotChecked' satisfies ValidationKey },
        { shouldFocus: true },
      );
      return;
    }
    if (!verificationId) {
      setError('code', { message: 'codeNotSent' satisfies ValidationKey }, { shouldFocus: true });
      return;
    }
    const email = values.email.trim();
    try {
      const fleet = await browserFleet();
      await fleet.signup.complete({
        contragentType: values.contragentType,
        identificationCode: values.identificationCode.trim(),
        email,
        phone: normalizePhone(values.phone),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        verificationId,
        code: values.code.trim(),
      });
    } catch (error) {
      const key = errorKey(error);
      const fields = errorFields(error);
      if (key === 'INVALID_CODE') {
        setError('code', { message: key }, { shouldFocus: true });
        return;
      }
      for (const field of fields) {
        if (field.path in FIELD_PATHS) setError(field.path as FieldPath<SignUpValues>, { message: key });
      }
      showErrorModal(modal('error'), errors(key));
      return;
    }
    const dashboard = getPathname({ href: DASHBOARD_HOME, locale });
    const { signIn } = await nextAuthClient();
    const result = await signIn('credentials', {
      email,
      password: values.password,
      callbackUrl: dashboard,
      redirect: false,
    }).catch(() => undefined);
    // Registered either way; a failed sign-in leaves the user on the sign-in page with its reason.
    const signInPage = getPathname({ href: '/sign-in', locale });
    window.location.assign(
      result?.ok && !result.error ? dashboard : `${signInPage}?error=${result?.error ?? 'Default'}`,
    );
  });

  return (
    <form className={formStyles.form} method="post" noValidate onSubmit={submit} onFocus={preload}>
      <fieldset className={formStyles.section}>
        <legend>{t('companySection')}</legend>
        <fieldset className={formStyles.choices}>
          <legend>{t('contragentType')}</legend>
          {CONTRAGENT_TYPES.map((type) => (
            <label key={type} className={formStyles.choice}>
              <input
                type="radio"
                value={type}
                {...register('contragentType', {
                  onChange: () => {
                    setValue('companyName', '');
                    clearErrors('identificationCode');
                  },
                })}
              />
              {t(type)}
            </label>
          ))}
        </fieldset>
        <TextField
          id="sign-up-identification-code"
          label={t('identificationCode')}
          hint={t(`identificationCodeHint${contragentType}`)}
          error={message('identificationCode')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          {...register('identificationCode', { onChange: () => setValue('companyName', '') })}
          action={
            <button
              type="button"
              className={[button, buttonStyles.ghost].join(' ')}
              onClick={checkCode}
              disabled={checking || !hydrated}
            >
              {checking ? t('checking') : t('check')}
            </button>
          }
        />
        <TextField
          id="sign-up-company-name"
          label={t('companyName')}
          hint={t('companyNameHint')}
          readOnly
          {...register('companyName')}
        />
      </fieldset>

      <fieldset className={formStyles.section}>
        <legend>{t('contactSection')}</legend>
        <div className={formStyles.twoColumns}>
          <TextField
            id="sign-up-first-name"
            label={t('firstName')}
            autoComplete="given-name"
            error={message('firstName')}
            {...register('firstName')}
          />
          <TextField
            id="sign-up-last-name"
            label={t('lastName')}
            autoComplete="family-name"
            error={message('lastName')}
            {...register('lastName')}
          />
        </div>
        <TextField
          id="sign-up-email"
          type="email"
          label={t('email')}
          autoComplete="email"
          error={message('email')}
          {...register('email')}
        />
        <TextField
          id="sign-up-phone"
          type="tel"
          label={t('phone')}
          hint={t('phoneHint')}
          autoComplete="tel"
          error={message('phone')}
          {...register('phone')}
          action={
            <button
              type="button"
              className={[button, buttonStyles.ghost].join(' ')}
              onClick={sendCode}
              disabled={sending || cooldown.secondsLeft > 0 || !hydrated}
            >
              {codeSentTo ? t('resendCode') : t('sendCode')}
            </button>
          }
        />
        {codeSentTo && (
          <p className={formStyles.notice} role="status">
            {t('codeSent', { phone: codeSentTo })}
            {cooldown.secondsLeft > 0 && <> {t('resendIn', { seconds: cooldown.secondsLeft })}</>}
          </p>
        )}
        <TextField
          id="sign-up-code"
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={message('code')}
          {...register('code')}
        />
      </fieldset>

      <fieldset className={formStyles.section}>
        <legend>{t('passwordSection')}</legend>
        <TextField
          id="sign-up-password"
          type="password"
          label={t('password')}
          hint={t('passwordHint')}
          autoComplete="new-password"
          error={message('password')}
          {...register('password')}
        />
        <TextField
          id="sign-up-confirm-password"
          type="password"
          label={t('confirmPassword')}
          autoComplete="new-password"
          error={message('confirmPassword')}
          {...register('confirmPassword')}
        />
      </fieldset>

      <button
        type="submit"
        className={[button, buttonStyles.secondary, formStyles.submit].join(' ')}
        disabled={formState.isSubmitting || !hydrated}
      >
        {formState.isSubmitting ? t('pending') : t('submit')}
      </button>
    </form>
  );
}

/** Error codes that are catalogue messages (`Errors`) rather than validation keys. */
const ERROR_KEYS = {
  IC_NOT_FOUND: true,
  SMS_NOT_SENT: true,
  EMAIL_NOT_SENT: true,
  CONTRAGENT_EXISTS: true,
  INVALID_CODE: true,
  RATE_LIMITED: true,
  VALIDATION_FAILED: true,
  NETWORK: true,
  Default: true,
} as const;

/** Fields of the form that a server refusal may name. */
const FIELD_PATHS = {
  identificationCode: true,
  email: true,
  phone: true,
  password: true,
  code: true,
} as const;
