'use client';

import { Activity, type ReactNode } from 'react';

/**
 * Server-rendered content that React hydrates apart from the rest of the page: a visible Activity
 * boundary is hydrated after the page's first hydration, at a lower priority and in slices that
 * yield to the browser, instead of inside the one long task that hydrates the whole page (what a
 * phone's Total Blocking Time counts). Unlike a Suspense boundary it changes nothing in how the page
 * is sent: its content is in the page's HTML where it was (a Suspense boundary let the server send
 * the page without it and stream it after, so the dashboard's sidebar could come late). A click or
 * key press on it before its turn hydrates it at once and is replayed.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
