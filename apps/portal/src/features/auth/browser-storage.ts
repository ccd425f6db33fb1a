/** The spec's browser storage keys (section 3). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  /** Epoch milliseconds at which the platform session ends. */
  accessTokenExpiresIn: 'accessTokenExpiresIn',
  user: 'user',
} as const;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StoredSession = {
  sessionId: string;
  /** ISO 8601 expiry of the platform session. */
  expires: string;
  user: { id: string; email: string; name: string };
};

/** Written after sign-in (and whenever the session is read again). */
export function storeSession(storage: KeyValueStore, session: StoredSession): void {
  storage.setItem(STORAGE_KEYS.accessToken, session.sessionId);
  storage.setItem(STORAGE_KEYS.accessTokenExpiresIn, String(Date.parse(session.expires)));
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

/** Cleared on sign-out. */
export function clearSession(storage: KeyValueStore): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
}

/**
 * The start-up check (spec section 9): when the stored expiry has passed, the token and the expiry
 * are removed and the answer is true (the caller then clears the query cache and goes to `/`).
 */
export function dropExpiredToken(storage: KeyValueStore, now = Date.now()): boolean {
  const stored = storage.getItem(STORAGE_KEYS.accessTokenExpiresIn);
  if (stored === null) return false;
  const expiresAt = Number(stored);
  if (Number.isFinite(expiresAt) && expiresAt > now) return false;
  storage.removeItem(STORAGE_KEYS.accessToken);
  storage.removeItem(STORAGE_KEYS.accessTokenExpiresIn);
  return true;
}
