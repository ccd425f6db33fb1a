import 'server-only';
import { FleetClient } from '@fuel/sdk/fleet';
import { serverConfig } from '@/config';

/** The kit's fleet client for a signed-in user, on the server (layouts and pages). */
export function serverFleet(sessionId: string): FleetClient {
  const { platformUrl: url, projectKey } = serverConfig();
  return new FleetClient({ url, projectKey, sessionId });
}
