'use client';

import { FleetClient } from '@fuel/sdk/fleet';
import { useMemo } from 'react';
import { usePlatform } from '@/features/platform/platform-context';
import { useSessionId } from './session-id';

/** The kit's fleet client for the signed-in user in a dashboard island (URL, key and session from the layout). */
export function useFleetClient(): FleetClient {
  const platform = usePlatform();
  const sessionId = useSessionId();
  return useMemo(
    () => new FleetClient({ url: platform.url, projectKey: platform.projectKey, sessionId }),
    [platform, sessionId],
  );
}
