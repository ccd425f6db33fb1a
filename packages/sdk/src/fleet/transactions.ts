import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
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
}
