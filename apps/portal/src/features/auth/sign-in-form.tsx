'use client';

import { type FormEvent, useEffect, useState } from 'react';
import formStyles from '@/components/form/form.module.css';
import { TextField } from '@/components/form/text-field';
import buttonStyles from '@/components/ui/button-link.module.css';
import { useHydrated } from '@/lib/use-hydrated';
import { nextAuthClient } from './next-auth-client';
import { checkSignIn } from './sign-in-check';
import { type SignInError, safeCallbackUrl, toSignInError } from './sign-in-url';

type Props = {
  /** Where to go after signing in when the URL names no `callbackUrl`. */
  defaultCallbackUrl: string;
  /** The message of each `?error=` code, already translated. */
  errors: Record<SignInError, string>;
  labels: {
    email: string;
    password: string;
    submit: string;
    pending: string;
    required: string;
    invalidEmail: string;
  };
};

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * E-mail and password through next-auth's credentials provider (providers, csrf, then
 * callback/credentials). A refusal comes back as the redirect URL's `error`, which goes into this
 * page's URL; success goes to the callback URL. The page is static (one for everyone, from the cache):
 * `?error=` and `?callbackUrl=` are read here, in the browser. Kept free of form libraries: this
 * page's first load has a budget.
 */
export function SignInForm({ defaultCallbackUrl, errors, labels }: Props) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [errorCode, setErrorCode] = useState<SignInError>();
  const [callbackUrl, setCallbackUrl] = useState(defaultCallbackUrl);
  const error = errorCode ? errors[errorCode] : undefined;

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setErrorCode(toSignInError(query.get('error')));
    setCallbackUrl(query.get('callbackUrl') || defaultCallbackUrl);
  }, [defaultCallbackUrl]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const problems = checkSignIn(values);
    if (Object.keys(problems).length > 0) {
      const errors: FieldErrors = {};
      for (const [field, key] of Object.entries(problems)) {
        errors[field as keyof FieldErrors] = key === 'email' ? labels.invalidEmail : labels.required;
      }
      setFieldErrors(errors);
      const firstInvalid = Object.keys(errors)[0];
      if (firstInvalid) document.getElementById(`sign-in-${firstInvalid}`)?.focus();
      return;
    }
    setFieldErrors({});
    setPending(true);
    const target = safeCallbackUrl(callbackUrl, window.location.origin, '/dashboard');
    const result = await nextAuthClient()
      .then(({ signIn }) => signIn('credentials', { ...values, callbackUrl: target, redirect: false }))
      .catch(() => undefined);
    if (result?.ok && !result.error) {
      window.location.assign(safeCallbackUrl(result.url, window.location.origin, target));
      return;
    }
    setPending(false);
    const code = toSignInError(result?.error ?? 'Default') ?? 'Default';
    setErrorCode(code);
    window.history.replaceState(
      window.history.state,
      '',
      `?${new URLSearchParams({ error: code, callbackUrl }).toString()}`,
    );
  }

  return (
    <form
      method="post"
      className={formStyles.form}
      noValidate
      onSubmit={submit}
      aria-describedby={error ? 'sign-in-error' : undefined}
    >
      {error && (
        <p id="sign-in-error" className={formStyles.alert} role="alert">
          {error}
        </p>
      )}
      <TextField
        id="sign-in-email"
        name="email"
        type="email"
        autoComplete="username"
        required
        label={labels.email}
        error={fieldErrors.email}
      />
      <TextField
        id="sign-in-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={labels.password}
        error={fieldErrors.password}
      />
      <button
        type="submit"
        className={[buttonStyles.button, buttonStyles.secondary, buttonStyles.md, formStyles.submit].join(
          ' ',
        )}
        disabled={pending || !hydrated}
      >
        {pending ? labels.pending : labels.submit}
      </button>
    </form>
  );
}
