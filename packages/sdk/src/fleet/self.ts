import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { FleetMe } from './types';

/** The signed-in company user (end-user session and project key). */
export class FleetSelfService extends BaseService {
  /**
   * `GET /fleet/me`: the user, their company and membership (role, status, page permissions).
   *
   * @throws {ClientError} 403 `NOT_A_COMPANY_USER`, 403 `USER_BLOCKED`; 401 `INVALID_SESSION`.
   */
  get(options?: RequestOptions): Promise<FleetMe> {
    return this.transport.send('GET', path`/fleet/me`, {}, options);
  }
}
