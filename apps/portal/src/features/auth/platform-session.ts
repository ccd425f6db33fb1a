import type { JWT } from 'next-auth/jwt';

/**
 * Whether a next-auth token still carries a live platform session. A token whose platform session
 * has expired (or that carries none) counts as signed out everywhere: the session endpoint, the
 * dashboard layout and the proxy.
 */
export function hasLivePlatformSession(token: JWT | null | undefined, now = Date.now()): boolean {
  if (!token?.sessionId || !token.user || !token.sessionExpiresAt) return false;
  const expiresAt = Date.parse(token.sessionExpiresAt);
  return Number.isFinite(expiresAt) && expiresAt > now;
}
