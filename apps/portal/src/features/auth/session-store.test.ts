import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store is module state: each test starts from a fresh module (status loading).
async function freshStore() {
  vi.resetModules();
  return import('./session-store');
}

const signedOut = { data: null, status: 'unauthenticated' as const };

describe('sessionRead', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits while the session is loading and resolves once it has been read', async () => {
    const { publishSession, sessionRead } = await freshStore();
    let read = false;
    void sessionRead().then(() => {
      read = true;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toBe(false);
    publishSession(signedOut);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toBe(true);
  });

  it('resolves at once when the session has been read already', async () => {
    const { publishSession, sessionRead } = await freshStore();
    publishSession(signedOut);
    let read = false;
    void sessionRead().then(() => {
      read = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toBe(true);
  });

  it('gives up waiting after the cap when the session is never read', async () => {
    const { sessionRead } = await freshStore();
    let read = false;
    void sessionRead(5_000).then(() => {
      read = true;
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(read).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toBe(true);
  });
});
