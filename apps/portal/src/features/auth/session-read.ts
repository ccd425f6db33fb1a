import type { Session } from 'next-auth';

/** next-auth's session route (its default base path, which the portal keeps). */
const SESSION_URL = '/api/auth/session';

/**
 * Reads the signed-in session from next-auth's session route: the session, or `null` when signed out
 * (the route answers `{}`). Only reads: it does not tell the other tabs, as next-auth's `getSession`
 * does, and the route no longer writes the cookie on a read (`session-read-cookies.ts`).
 *
 * @throws when the route cannot be reached or `signal` aborts (what is known is then kept).
 */
export async function readSession(signal?: AbortSignal): Promise<Session | null> {
  const response = await fetch(SESSION_URL, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`session read failed with ${response.status}`);
  const session = (await response.json()) as Partial<Session> | null;
  return session && Object.keys(session).length > 0 ? (session as Session) : null;
}
