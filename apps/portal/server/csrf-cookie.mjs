import { createHash, randomBytes } from 'node:crypto';

/**
 * next-auth (v4) checks the credentials callback's CSRF token against a cookie that any /api/auth
 * request mints when the browser has none. On a first visit the session runtime's /api/auth/session
 * and the sign-in's /api/auth/csrf used to run at once, each minting its own cookie: when the
 * session's answer landed last (a busy machine delays the page's next step, not the network), the
 * callback carried one token and another cookie, next-auth refused it and its client ended on
 * /sign-in?callbackUrl=… . Minting the cookie with the page, before any script runs, leaves every
 * /api/auth request the same one. The format is next-auth's own (core/lib/csrf-token.js):
 * `<token>|sha256(<token><secret>)`, named and flagged as its default cookies are.
 *
 * @param {{ secret: string, secure: boolean }} options
 * @returns {(cookieHeader: string | undefined) => string | undefined} the Set-Cookie value a request
 *   with this Cookie header needs, or undefined when it carries the cookie already
 */
export function csrfCookieFor({ secret, secure }) {
  const name = `${secure ? '__Host-' : ''}next-auth.csrf-token`;
  const present = new RegExp(`(?:^|;\\s*)${name.replace(/[.]/g, '\\.')}=`);
  const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return (cookieHeader) => {
    if (cookieHeader && present.test(cookieHeader)) return undefined;
    return `${name}=${encodeURIComponent(mintCsrfCookie(secret))}; ${flags}`;
  };
}

/** @param {string} secret */
export function mintCsrfCookie(secret) {
  const token = randomBytes(32).toString('hex');
  return `${token}|${createHash('sha256').update(`${token}${secret}`).digest('hex')}`;
}
