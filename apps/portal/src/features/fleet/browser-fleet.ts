import type { FleetClient } from '@fuel/sdk/fleet';
import { loadPlatformConfig } from '@/features/platform/load-platform-config';

let client: Promise<FleetClient> | undefined;

/**
 * The kit's fleet client (`@fuel/sdk/fleet`) with the portal's public key: sign-up and password reset.
 * The kit loads with the first call, not with the page.
 */
export function browserFleet(): Promise<FleetClient> {
  client ??= Promise.all([import('@fuel/sdk/fleet'), loadPlatformConfig()])
    .then(([{ FleetClient }, config]) => new FleetClient({ url: config.url, projectKey: config.projectKey }))
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}
