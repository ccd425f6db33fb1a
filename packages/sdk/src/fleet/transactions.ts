import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { FleetTransactionFeedPage, FleetTransactionFeedQuery } from './api-client-types';
import type {
  FleetCardTransaction,
  FleetCardTransactionPage,
  FleetTransactionsFilter,
} from './purchase-types';

/** The company's card purchases at the pump (VIEW on reports). */
export class FleetTransactionsService extends BaseService {
  /**
   * `GET /fleet/transactions`: newest first, filtered on the server (period in Tbilisi days, card,
   * vehicle, group, products, decision, reasons, anomaly flags) and paged.
   *
   * @throws {ClientError} 403 `NOT_AUTHORIZED` without VIEW on reports; 400 `VALIDATION_FAILED`.
   */
  list(filter: FleetTransactionsFilter = {}, options?: RequestOptions): Promise<FleetCardTransactionPage> {
    return this.transport.send('GET', path`/fleet/transactions`, { query: filter }, options);
  }

  /** `GET /fleet/transactions/{id}`. @throws {ClientError} 404 for another company's. */
  get(id: string, options?: RequestOptions): Promise<FleetCardTransaction> {
    return this.transport.send('GET', path`/fleet/transactions/${id}`, {}, options);
  }

  /**
   * `GET /fleet/transactions/feed`: everything since a cursor, in the order recorded, each transaction
   * once. Pass the answer's `nextCursor` as `after` for what follows (the same cursor comes back while
   * nothing new arrived). An API client needs the `transactions:read` scope.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` for a cursor this feed did not answer; 403
   *   `SCOPE_NOT_GRANTED`; 429 `RATE_LIMITED` (see `retryAfter` in the docs).
   */
  feed(query: FleetTransactionFeedQuery = {}, options?: RequestOptions): Promise<FleetTransactionFeedPage> {
    return this.transport.send('GET', path`/fleet/transactions/feed`, { query }, options);
  }
}
