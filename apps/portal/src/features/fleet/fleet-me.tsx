'use client';

import type { FleetMe } from '@fuel/sdk/fleet';
import { FleetSelfService } from '@fuel/sdk/fleet/self';
import { can, type FleetAction } from '@fuel/sdk/fleet-vocabulary';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { useFleetService } from './use-fleet-service';

const MeContext = createContext<FleetMe | null>(null);

/** Query keys of the signed-in user's membership. */
export const meKeys = { all: ['fleet', 'me'] as const };

/** The signed-in user, company and membership, as the dashboard layout read them on the server. */
export function FleetMeProvider({ value, children }: { value: FleetMe; children: ReactNode }) {
  return <MeContext.Provider value={value}>{children}</MeContext.Provider>;
}

/**
 * The membership, read again whenever a page mounts (the layout's copy first), so what the dashboard
 * shows follows a permission change without a new sign-in. The server refuses regardless.
 */
export function useFleetMe(): FleetMe {
  const initial = useContext(MeContext);
  if (!initial) throw new Error('useFleetMe needs a FleetMeProvider');
  const self = useFleetService(FleetSelfService);
  const { data } = useQuery({
    queryKey: meKeys.all,
    queryFn: ({ signal }) => self.get({ signal }),
    initialData: initial,
    initialDataUpdatedAt: 0,
  });
  return data;
}

/** Whether the signed-in user may do `action` (the permission table the server's guard reads). */
export function useCan(): (action: FleetAction) => boolean {
  const { membership } = useFleetMe();
  return (action) => can(membership, action);
}

/** After a change to the user's own membership or profile. */
export function invalidateMe(client: QueryClient) {
  return client.invalidateQueries({ queryKey: meKeys.all });
}
