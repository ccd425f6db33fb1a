import { type ClientOptions, required, transportOptions } from '../clients/options';
import type { Sender } from '../service';
import { Transport } from '../transport';

/** What {@link fleetSession} takes: the client options, the portal project's public key and a session id. */
export interface FleetSessionOptions extends ClientOptions {
  projectKey: string;
  sessionId: string;
}

/**
 * What a company user's calls go through: the project key and the session on every request. Each of
 * the fleet's services (`@fuel/sdk/fleet/<service>`) takes it, so that a page loads only the service it
 * calls instead of `FleetClient` and all of them. Makes no request.
 *
 * ```ts
 * import { fleetSession } from '@fuel/sdk/fleet/session';
 * import { FleetVehiclesService } from '@fuel/sdk/fleet/vehicles';
 * const vehicles = new FleetVehiclesService(fleetSession({ url, projectKey, sessionId }));
 * const page = await vehicles.list({ limit: 20 });
 * ```
 *
 * @throws {ClientError} `MISSING_OPTION` when `url`, `projectKey` or `sessionId` is missing.
 */
export function fleetSession(options: FleetSessionOptions): Sender {
  const projectKey = required('fleetSession', 'projectKey', options.projectKey, options.url);
  const sessionId = required('fleetSession', 'sessionId', options.sessionId, options.url);
  return new Transport({ ...transportOptions(options), projectKey, sessionId });
}
