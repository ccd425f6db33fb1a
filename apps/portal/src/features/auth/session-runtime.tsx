'use client';

import { SessionProvider, useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { publishSession } from './session-store';

/**
 * next-auth's SessionProvider: reads the session on load, again when another tab signs in or out
 * (its broadcast), after a sign-in, and every `pollSeconds` if set; never on window focus.
 */
export default function SessionRuntime({ pollSeconds }: { pollSeconds?: number }) {
  return (
    <SessionProvider refetchOnWindowFocus={false} refetchInterval={pollSeconds}>
      <Publisher />
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
