'use client';

import { SessionProvider, useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { publishSession } from './session-store';
import { SessionSync } from './session-sync';

/**
 * next-auth's SessionProvider: reads the session on load, again when another tab signs in or out
 * (its broadcast), after a sign-in, and every `pollSeconds` if set; never on window focus. Beside
 * it, SessionSync keeps the browser storage keys in step (and runs the start-up expiry check).
 */
export default function SessionRuntime({ pollSeconds }: { pollSeconds?: number }) {
  return (
    <SessionProvider refetchOnWindowFocus={false} refetchInterval={pollSeconds}>
      <Publisher />
      <SessionSync />
    </SessionProvider>
  );
}

function Publisher() {
  const { data, status, update } = useSession();
  useEffect(() => {
    publishSession({ data, status, update });
  }, [data, status, update]);
  return null;
}
