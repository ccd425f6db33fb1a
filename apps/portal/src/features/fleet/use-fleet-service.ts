'use client';

import type { Sender } from '@fuel/sdk/fleet';
import { fleetSession } from '@fuel/sdk/fleet/session';
import { useMemo } from 'react';
import { usePlatform } from '@/features/platform/platform-context';
import { useSessionId } from './session-id';

/** The sender of the signed-in user's calls in a dashboard island (URL, key and session from the layout). */
function useFleetSession(): Sender {
  const platform = usePlatform();
  const sessionId = useSessionId();
  return useMemo(
    () => fleetSession({ url: platform.url, projectKey: platform.projectKey, sessionId }),
    [platform, sessionId],
  );
}

/**
 * One of the kit's fleet services (`@fuel/sdk/fleet/<service>`) for the signed-in user: a page brings
 * the services it calls, not `FleetClient` with every one of them (about 2 kB gzipped on each page).
 */
export function useFleetService<Service>(Service: new (session: Sender) => Service): Service {
  const session = useFleetSession();
  return useMemo(() => new Service(session), [Service, session]);
}
