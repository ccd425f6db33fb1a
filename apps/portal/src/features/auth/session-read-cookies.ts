/** next-auth's session cookie, plain or `__Secure-`, whole or one of its chunks (`.0`, `.1`…). */
const SESSION_COOKIE = /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;

/**
 * The answer to a session read without the session cookie next-auth writes into it. next-auth re-issues
 * that cookie with every read (a sliding expiry the platform session, fixed at sign-in, ends before
 * anyway), so a read still under way when a sign-out lands, in this tab or another, answered after it
 * and signed the browser back in. Reads now only read; sign-in, update and sign-out still write it.
 */
export function withoutSessionCookie(response: Response): Response {
  const kept = response.headers.getSetCookie().filter((cookie) => !SESSION_COOKIE.test(cookie));
  response.headers.delete('Set-Cookie');
  for (const cookie of kept) response.headers.append('Set-Cookie', cookie);
  return response;
}
