import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type {
  FleetPointsBalance,
  FleetPointsLedgerFilter,
  FleetPointsMovementPage,
  FleetPointsTransferInput,
  FleetPointsTransferResult,
} from './purchase-types';
import type { FleetFuelProduct } from './types';

/** The company's loyalty points (1 point = 1 tetri). */
export class FleetPointsService extends BaseService {
  /**
   * `GET /fleet/points`: the balance in GEL, and in liters of `product` at today's price.
   *
   * @throws {ClientError} 403 `NOT_AUTHORIZED` without VIEW on balance.
   */
  balance(product?: FleetFuelProduct, options?: RequestOptions): Promise<FleetPointsBalance> {
    return this.transport.send('GET', path`/fleet/points`, { query: { product } }, options);
  }

  /**
   * `POST /fleet/points/transfers`: to one of the company's cards (a GEL top-up of its limit) or to
   * another company by identification code. Send one `idempotencyKey` per intended transfer: a repeat
   * (a double click, a retry) transfers once and answers the first transfer.
   *
   * @throws {ClientError} 409 `INSUFFICIENT_POINTS` (more than the balance), `CARD_HAS_NO_GEL_LIMIT`,
   *   `CARD_CLOSED`, `COMPANY_BLOCKED`, `IDEMPOTENCY_KEY_REUSED`; 404 `COMPANY_NOT_FOUND` or `NOT_FOUND`
   *   (card); 400 `VALIDATION_FAILED` (rule `not_self`); 403 `NOT_AUTHORIZED` without EDIT.
   */
  transfer(body: FleetPointsTransferInput, options?: RequestOptions): Promise<FleetPointsTransferResult> {
    return this.transport.send('POST', path`/fleet/points/transfers`, { body }, options);
  }

  /** `GET /fleet/points/ledger`: every movement, newest first, filtered by kind and period, paged. */
  ledger(filter: FleetPointsLedgerFilter = {}, options?: RequestOptions): Promise<FleetPointsMovementPage> {
    return this.transport.send('GET', path`/fleet/points/ledger`, { query: filter }, options);
  }
}
