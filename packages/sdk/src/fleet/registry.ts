import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { FleetRegistryEntry, FleetRegistryLookupInput } from './types';

/** The revenue-service registry, with the project's public key. */
export class FleetRegistryService extends BaseService {
  /**
   * `POST /fleet/registry/lookup`: the registered name of an identification code.
   *
   * @throws {ClientError} 404 `IC_NOT_FOUND`; 400 `VALIDATION_FAILED` (a code of the wrong length
   *   for the type: 9 digits for an ORGANIZATION, 11 for a PHYSICALPERSON).
   */
  lookup(body: FleetRegistryLookupInput, options?: RequestOptions): Promise<FleetRegistryEntry> {
    return this.transport.send('POST', path`/fleet/registry/lookup`, { body }, options);
  }
}
