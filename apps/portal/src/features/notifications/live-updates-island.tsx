'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

// Loaded after the page, not with it: nothing can arrive before its socket connects (a second later).
const LiveUpdates = lazy(() => import('./live-updates').then((module) => ({ default: module.LiveUpdates })));

/** Mounts the dashboard's live updates (and their alerts' region) once the page has hydrated. */
export function LiveUpdatesIsland() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  );
}
