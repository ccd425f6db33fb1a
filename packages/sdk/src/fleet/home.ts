import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { FleetFuelProduct, FleetHome } from './types';

/** The dashboard home. */
export class FleetHomeService extends BaseService {
  /**
   * `GET /fleet/home`: the company, the points balance in GEL and in liters of `product` at today's
   * price, today's prices, unseen notifications; with `latestOrders: true`, the 5 newest fuel requests
   * (`latestOrders` is null without VIEW on the fuel request page); with `overview: true`, the overview
   * blocks the user may see (month, consumption: reports; declines, cards: order card; orders: fuel
   * request), the others null.
   *
   * @throws {ClientError} 403 `NOT_AUTHORIZED` (no home page access), `USER_BLOCKED`.
   */
  get(
    query: { product?: FleetFuelProduct; latestOrders?: boolean; overview?: boolean } = {},
    options?: RequestOptions,
  ): Promise<FleetHome> {
    return this.transport.send('GET', path`/fleet/home`, { query }, options);
  }
}
