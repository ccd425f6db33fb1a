'use client';

import type { WebhooksService } from '@fuel/sdk/fleet';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whose endpoints the webhooks components manage: a company's (`FleetClient.webhooks`) or the retailer's
 * project-wide ones (`AdminClient.project(id).webhooks`), and the root of their query keys so that the
 * two never share a cache entry.
 */
export type WebhooksScope = { service: WebhooksService; key: readonly string[] };

const ScopeContext = createContext<WebhooksScope | null>(null);

/** Gives the webhooks components their service; `scope` should be memoized by the caller. */
export function WebhooksScopeProvider({ scope, children }: { scope: WebhooksScope; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

export function useWebhooksScope(): WebhooksScope {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('The webhooks components need a WebhooksScopeProvider');
  return scope;
}
