'use client';

import dynamic from 'next/dynamic';

// Loaded after the page, not with it: the first-load budget of home and sign-in (see session-store.ts).
const SessionRuntime = dynamic(() => import('./session-runtime'), { ssr: false });

export function SessionIsland({ pollSeconds }: { pollSeconds?: number }) {
  return <SessionRuntime pollSeconds={pollSeconds} />;
}
