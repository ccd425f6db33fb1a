'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

// Loaded after the page, not with it: the first-load budget of home and sign-in (see session-store.ts).
const SessionRuntime = lazy(() => import('./session-runtime'));

/** Mounts next-auth's session runtime once the page has hydrated (never on the server). */
export function SessionIsland({ pollSeconds }: { pollSeconds?: number }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SessionRuntime pollSeconds={pollSeconds} />
    </Suspense>
  );
}
