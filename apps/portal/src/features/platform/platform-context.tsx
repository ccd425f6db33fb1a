'use client';

import { createContext, type ReactNode, useContext } from 'react';

export type PlatformConfig = { url: string; projectKey: string };

const PlatformContext = createContext<PlatformConfig | null>(null);

/** Where browser islands reach the platform through the kit; given by a dynamic (per-request) layout. */
export function PlatformProvider({ value, children }: { value: PlatformConfig; children: ReactNode }) {
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): PlatformConfig {
  const value = useContext(PlatformContext);
  if (!value) throw new Error('usePlatform needs a PlatformProvider');
  return value;
}
