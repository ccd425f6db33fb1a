import { loadPlatformConfig } from '@/features/platform/load-platform-config';
import { FleetClient } from './fleet-client';

let client: Promise<FleetClient> | undefined;

/** The browser's fleet client with the portal's public key (sign-up and password reset). */
export function browserFleet(): Promise<FleetClient> {
  client ??= loadPlatformConfig()
    .then((config) => new FleetClient({ url: config.url, projectKey: config.projectKey }))
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}
