import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { FleetApiClient, FleetApiClientCreated, FleetApiClientInput } from './api-client-types';

/** The company's API clients, for an ERP's client credentials (VIEW on integrations; EDIT to change). */
export class FleetApiClientsService extends BaseService {
  /** `GET /fleet/api-clients`: newest first, never their secrets. @throws {ClientError} 403 `NOT_AUTHORIZED`. */
  async list(options?: RequestOptions): Promise<FleetApiClient[]> {
    const answer = await this.transport.send<{ items: FleetApiClient[] }>(
      'GET',
      '/fleet/api-clients',
      {},
      options,
    );
    return answer.items;
  }

  /**
   * `POST /fleet/api-clients`: a new client; `secret` is in this answer only, show it once.
   * @throws {ClientError} 400 `VALIDATION_FAILED` (no scope, an unknown scope, an expiry in the past),
   *   403 `NOT_AUTHORIZED` without EDIT on integrations.
   */
  create(input: FleetApiClientInput, options?: RequestOptions): Promise<FleetApiClientCreated> {
    return this.transport.send('POST', '/fleet/api-clients', { body: input }, options);
  }

  /** `POST /fleet/api-clients/{id}/revoke`: its tokens stop working at once. @throws {ClientError} 404. */
  revoke(id: string, options?: RequestOptions): Promise<FleetApiClient> {
    return this.transport.send('POST', path`/fleet/api-clients/${id}/revoke`, {}, options);
  }
}
