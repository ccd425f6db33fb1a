import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { FleetFuelProduct, FleetHome } from './types';

/** The dashboard home. */
export class FleetHomeService extends BaseService {
  /**
   * `GET /fleet/home`: the company, the points balance in GEL and in liters of `product` at today's
   * price, today's prices, unseen notifications.
   *
   * @throws {ClientError} 403 `NOT_AUTHORIZED` (no home page access), `USER_BLOCKED`.
   */
  get(query: { product?: FleetFuelProduct } = {}, options?: RequestOptions): Promise<FleetHome> {
    return this.transport.send('GET', path`/fleet/home`, { query }, options);
  }
}
