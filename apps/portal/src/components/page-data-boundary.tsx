'use client';

import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { rememberReadOnServer } from '@/lib/query-client';

/**
 * Puts the data a page read on the server (`readPageData`) into the tab's query cache before the page's
 * components ask for it, and marks it fresh so that they do not fetch it again as they mount.
 */
export function PageDataBoundary({ state, children }: { state?: DehydratedState; children: ReactNode }) {
  useMemo(() => state && rememberReadOnServer(state), [state]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
