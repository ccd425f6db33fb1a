'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';

/**
 * TanStack Query for the islands that fetch data (the dashboard, and any client island wrapped in
 * it). Kept out of the root so pages without queries do not load it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = getQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
