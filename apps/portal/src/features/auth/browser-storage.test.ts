import { describe, expect, it } from 'vitest';
import { clearSession, dropExpiredToken, STORAGE_KEYS, storeSession } from './browser-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const session = {
  sessionId: 'session-1',
  expires: '2026-11-22T08:27:17.123Z',
  user: { id: 'user-1', email: 'manager@demo.ge', name: 'Nino Beridze' },
};

describe('browser storage', () => {
  it('stores the token, its expiry in milliseconds and the user under the spec keys', () => {
    const storage = memoryStorage();
    storeSession(storage, session);
    expect(Object.fromEntries(storage.values)).toEqual({
      accessToken: 'session-1',
      accessTokenExpiresIn: String(Date.parse(session.expires)),
      user: JSON.stringify(session.user),
    });
    clearSession(storage);
    expect(storage.values.size).toBe(0);
  });

  it('drops an expired token and its expiry at start, and keeps a live one', () => {
    const now = Date.parse('2026-11-22T09:00:00Z');
    const expired = memoryStorage({
      [STORAGE_KEYS.accessToken]: 'old',
      [STORAGE_KEYS.accessTokenExpiresIn]: String(now - 1),
    });
    expect(dropExpiredToken(expired, now)).toBe(true);
    expect(expired.values.has(STORAGE_KEYS.accessToken)).toBe(false);
    expect(expired.values.has(STORAGE_KEYS.accessTokenExpiresIn)).toBe(false);

    const live = memoryStorage({ accessToken: 'new', accessTokenExpiresIn: String(now + 60_000) });
    expect(dropExpiredToken(live, now)).toBe(false);
    expect(live.values.get('accessToken')).toBe('new');

    expect(dropExpiredToken(memoryStorage(), now)).toBe(false);
    expect(dropExpiredToken(memoryStorage({ accessTokenExpiresIn: 'garbage' }), now)).toBe(true);
  });
});
