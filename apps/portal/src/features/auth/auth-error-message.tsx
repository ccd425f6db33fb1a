'use client';

import { useEffect, useState } from 'react';
import formStyles from '@/components/form/form.module.css';
import { AUTH_PAGE_ERRORS, type AuthPageError as PageError, SIGN_IN_ERRORS } from './sign-in-url';

/**
 * The error page's message for next-auth's `?error=`, read in the browser (the page is static); a
 * sign-in refusal goes on to the sign-in page with its code.
 */
export function AuthErrorMessage({
  messages,
  signInPath,
}: {
  messages: Record<PageError, string>;
  signInPath: string;
}) {
  const [kind, setKind] = useState<PageError>('Default');
  useEffect(() => {
    const error = new URLSearchParams(window.location.search).get('error') ?? '';
    if ((SIGN_IN_ERRORS as readonly string[]).includes(error) && error !== 'Default') {
      window.location.replace(`${signInPath}?${new URLSearchParams({ error }).toString()}`);
      return;
    }
    setKind(AUTH_PAGE_ERRORS.find((known) => known === error) ?? 'Default');
  }, [signInPath]);
  return (
    <p className={formStyles.alert} role="alert">
      {messages[kind]}
    </p>
  );
}
