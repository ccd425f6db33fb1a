'use client';

import { useEffect } from 'react';
import { readSession } from './session-read';
import { publishSession } from './session-store';
import { SessionSync } from './session-sync';
import { isSessionMessage, SIGN_OUT_MESSAGE_KEY } from './sign-out-message';

/**
 * The session runtime beside the page: reads the session on load, again when another tab signs in or
 * out (next-auth's client broadcasts through local storage), and every `pollSeconds` if set; never on
 * window focus. It publishes to the session store; beside it, SessionSync keeps the browser storage
 * keys in step (and runs the start-up expiry check). Written for the portal rather than next-auth's
 * SessionProvider, whose client (10 kB) every page loaded only for this; sign-in and sign-out still
 * load next-auth's client when used.
 */
export default function SessionRuntime({ pollSeconds }: { pollSeconds?: number }) {
  useEffect(() => {
    let reading: AbortController | undefined;
    const read = async () => {
      reading?.abort();
      const controller = new AbortController();
      reading = controller;
      try {
        const data = await readSession(controller.signal);
        if (controller.signal.aborted) return;
        publishSession({ data, status: data ? 'authenticated' : 'unauthenticated' });
      } catch {
        // Offline, or overtaken by a newer read: what is known stays until the next read.
      }
    };
    void read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === SIGN_OUT_MESSAGE_KEY && isSessionMessage(event.newValue)) void read();
    };
    window.addEventListener('storage', onStorage);
    const poll = pollSeconds ? window.setInterval(read, pollSeconds * 1000) : undefined;
    return () => {
      reading?.abort();
      window.removeEventListener('storage', onStorage);
      window.clearInterval(poll);
    };
  }, [pollSeconds]);
  return <SessionSync />;
}
