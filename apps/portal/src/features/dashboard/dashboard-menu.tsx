'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { NavSection } from '@/features/shell/nav-types';

/*
 * The dashboard's menu for the signed-in user, as the dashboard layout made it for the sidebar
 * (`menuSections(permissions)`): the header's mobile menu sits outside that layout and reads it here,
 * so the phone shows exactly the pages the sidebar shows. Empty outside the dashboard.
 */
let current: readonly NavSection[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly NavSection[]) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's dashboard menu, for the mobile menu (empty until a dashboard page publishes it). */
export function useDashboardMenu(): readonly NavSection[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

/** Rendered by the dashboard layout beside the sidebar: publishes the same sections while it is shown. */
export function DashboardMenu({ sections }: { sections: NavSection[] }) {
  useEffect(() => {
    publish(sections);
    return () => publish([]);
  }, [sections]);
  return null;
}
