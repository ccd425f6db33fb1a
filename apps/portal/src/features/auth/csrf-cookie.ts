import type { NextRequest, NextResponse } from 'next/server';

/**
 * next-auth (v4) checks the credentials callback's CSRF token against a cookie that any /api/auth
 * request mints when the browser has none. On a first visit the session runtime's /api/auth/session
 * and the sign-in's /api/auth/csrf used to run at once, each minting its own cookie: when the
 * session's answer landed last (a busy machine delays the page's next step, not the network), the
 * callback carried one token and another cookie, next-auth refused it and its client ended on
 * /sign-in?callbackUrl=… . Minting the cookie with the page, before any script runs, leaves every
 * /api/auth request the same one. The format is next-auth's own (core/lib/csrf-token.js):
 * `<token>|sha256(<token><secret>)`, named and flagged as its default cookies are.
 */
export async function ensureCsrfCookie(
  request: NextRequest,
  response: NextResponse,
  options: { secret: string; secure: boolean },
) {
  const name = `${options.secure ? '__Host-' : ''}next-auth.csrf-token`;
  if (request.cookies.has(name)) return;
  response.cookies.set(name, await mintCsrfCookie(options.secret), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
  });
}

export async function mintCsrfCookie(secret: string): Promise<string> {
  const token = hex(crypto.getRandomValues(new Uint8Array(32)));
  const hash = hex(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${token}${secret}`))),
  );
  return `${token}|${hash}`;
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
