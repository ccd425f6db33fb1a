'use client';

import type { FleetFuelProduct, FleetHome } from '@fuel/sdk/fleet';
import { createContext, type ReactNode, useContext } from 'react';

const HomeContext = createContext<FleetHome | null>(null);

/** The dashboard home as the layout read it on the server for the top bar (the default product). */
export function InitialHomeProvider({ value, children }: { value: FleetHome | null; children: ReactNode }) {
  return <HomeContext.Provider value={value}>{children}</HomeContext.Provider>;
}

/**
 * The layout's copy of the home for `product`, if it has it: the overview is rendered on the server
 * from it instead of a loading line that the balance then pushes down the page (a layout shift, CLS
 * 0.07), and refetches at once. Its numbers come from `lib/format`, which prints the same
 * text in Node and in the browser, so the server's HTML hydrates.
 */
export function useInitialHome(product: FleetFuelProduct): FleetHome | undefined {
  const home = useContext(HomeContext);
  return home?.balance.product === product ? home : undefined;
}

/** The unseen notifications count as the layout read it on the server with the home, if it did. */
export function useInitialUnseenCount(): number | undefined {
  return useContext(HomeContext)?.unseenNotifications;
}
