import type { Session } from 'next-auth';
import { useSyncExternalStore } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type PortalSession = {
  data: Session | null;
  /** Starts as loading, then authenticated or unauthenticated (spec section 4). */
  status: SessionStatus;
};

/*
 * The session as client islands read it. The session runtime runs beside the page (see
 * session-island.tsx and session-runtime.tsx) and publishes here, so its code loads after the page instead of with it; every
 * island reads this store rather than next-auth's context.
 */
const initial: PortalSession = { data: null, status: 'loading' };
let current = initial;
const listeners = new Set<() => void>();

export function publishSession(next: PortalSession): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePortalSession(): PortalSession {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => initial,
  );
}

/**
 * Resolves once the session has been read (authenticated or not), or after `capMs` when the runtime
 * never answers (its code failed to load), so a caller waiting on it is never stuck.
 */
export function sessionRead(capMs = 5_000): Promise<void> {
  if (current.status !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const unsubscribe = subscribe(() => {
      if (current.status !== 'loading') done();
    });
    const timer = setTimeout(done, capMs);
  });
}
