import { describe, expect, it } from 'vitest';
import { cookieStore, type KeyValueStorage, localStorageStore, memoryStore, type Session } from './sessions';

const session: Session = { sessionId: 'abc', expiresAt: new Date('2031-02-03T04:05:06.789Z') };

/** A Web Storage of our own (Node has no localStorage): the store must only use these three methods. */
function webStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('session stores', () => {
  it('keep a session in memory', () => {
    const store = memoryStore();
    expect(store.get()).toBeNull();
    store.set(session);
    expect(store.get()).toEqual(session);
    store.set(null);
    expect(store.get()).toBeNull();
  });

  it('keep a session in a Web Storage as JSON, with its expiry as a date', () => {
    const storage = webStorage();
    const store = localStorageStore('admin', storage);
    store.set(session);
    expect(JSON.parse(storage.items.get('admin')!)).toEqual({
      sessionId: 'abc',
      expiresAt: '2031-02-03T04:05:06.789Z',
    });
    expect(localStorageStore('admin', storage).get()).toEqual(session);
    store.set({ sessionId: 'no-expiry' });
    expect(store.get()).toEqual({ sessionId: 'no-expiry' });
    store.set(null);
    expect(storage.items.has('admin')).toBe(false);
  });

  it('read what is not a session as none', () => {
    const storage = webStorage();
    const store = localStorageStore('k', storage);
    for (const text of ['not json', '"abc"', '{"sessionId":""}', '{"sessionId":7}', 'null']) {
      storage.setItem('k', text);
      expect(store.get()).toBeNull();
    }
  });

  it('keep a session in a cookie that ends with it, and forget it by expiring the cookie', () => {
    const written: string[] = [];
    let header = 'theme=dark; other_session=x';
    const store = cookieStore({
      name: 'sid',
      read: () => header,
      write: (cookie) => written.push(cookie),
      sameSite: 'Strict',
    });
    expect(store.get()).toBeNull();
    store.set(session);
    expect(written[0]).toBe(
      `sid=${encodeURIComponent(JSON.stringify({ sessionId: 'abc', expiresAt: '2031-02-03T04:05:06.789Z' }))}; Expires=Mon, 03 Feb 2031 04:05:06 GMT; Path=/; SameSite=Strict; Secure`,
    );
    header = `theme=dark; ${written[0]!.split(';')[0]}`;
    expect(store.get()).toEqual(session);
    store.set(null);
    expect(written[1]).toBe('sid=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Strict; Secure');
  });
});
