'use client';

import { type ComponentType, lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** A component whose code loads after the page has hydrated, not with it (never on the server). */
function afterHydration(load: () => Promise<{ default: ComponentType }>) {
  const Lazy = lazy(load);
  return function AfterHydration() {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  };
}

/** The live updates: nothing can arrive before their socket connects (a second after they mount). */
export const LiveUpdatesAfterLoad = afterHydration(() =>
  import('./after-load-effects').then((module) => ({ default: module.LiveUpdates })),
);

/** The session guard: it acts on a session ending, which only the session runtime (loaded after the page) sees. */
export const SessionGuardAfterLoad = afterHydration(() =>
  import('./after-load-effects').then((module) => ({ default: module.SessionGuard })),
);
