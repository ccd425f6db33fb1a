/** The sign-in page's error codes (the `?error=` of next-auth's redirects and ours). */
export const SIGN_IN_ERRORS = [
  'CredentialsSignin',
  'NotAuthorized',
  'UserBlocked',
  'SessionRequired',
  'Default',
] as const;

export type SignInError = (typeof SIGN_IN_ERRORS)[number];

/** The error page's own codes (next-auth's `pages.error`); any other reads as 'Default'. */
export const AUTH_PAGE_ERRORS = ['Configuration', 'AccessDenied', 'Verification', 'Default'] as const;
export type AuthPageError = (typeof AUTH_PAGE_ERRORS)[number];

/** Any `?error=` value to one the sign-in page knows; unknown codes read as 'Default'. */
export function toSignInError(value: unknown): SignInError | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return (SIGN_IN_ERRORS as readonly string[]).includes(value) ? (value as SignInError) : 'Default';
}

/** The query of the sign-in page that a missing session sends to (the spec: SessionRequired). */
export function sessionRequiredQuery(callbackUrl: string): string {
  return new URLSearchParams({ error: 'SessionRequired', callbackUrl }).toString();
}

/**
 * A callback URL that stays on this site: a path, or an absolute URL of the same origin, else the
 * fallback. Keeps the sign-in page from sending a user elsewhere after signing in.
 */
export function safeCallbackUrl(value: unknown, origin: string, fallback: string): string {
  if (typeof value !== 'string' || value === '') return fallback;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
