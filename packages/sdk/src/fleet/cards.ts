import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type {
  FleetCard,
  FleetCardFilters,
  FleetCardPage,
  FleetCardSettingsInput,
  FleetOrderDetail,
  FleetOrderFilters,
  FleetOrderPage,
  FleetPlaceCardOrderInput,
  FleetReplaceCardBody,
  FleetReplacedCard,
  PlaceOptions,
} from './order-types';
import { withIdempotencyKey } from './orders';

/** Card orders (the order-card pages: VIEW reads, EDIT changes). */
export class FleetCardOrdersService extends BaseService {
  /**
   * `POST /fleet/card-orders`: UNIVERSAL cards by `quantity`, or IDENTIFIED ones with one `holders`
   * entry (`vehicleId` or `driverName`) per card, with limits, products and schedule.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`products`: `fuelType`; `limits.N.*`; `holders.N.vehicleId`:
   *   `one_holder` or `exists`); 409 `IDEMPOTENCY_KEY_REUSED`.
   */
  place(
    body: FleetPlaceCardOrderInput,
    place?: PlaceOptions,
    options?: RequestOptions,
  ): Promise<FleetOrderDetail> {
    return this.transport.send(
      'POST',
      path`/fleet/card-orders`,
      { body },
      withIdempotencyKey(place, options),
    );
  }

  /** `GET /fleet/card-orders`: the card order history, paged on the server. */
  list(filters: FleetOrderFilters = {}, options?: RequestOptions): Promise<FleetOrderPage> {
    return this.transport.send('GET', path`/fleet/card-orders`, { query: { ...filters } }, options);
  }

  /** `GET /fleet/card-orders/{id}`. @throws {ClientError} 404. */
  get(id: string, options?: RequestOptions): Promise<FleetOrderDetail> {
    return this.transport.send('GET', path`/fleet/card-orders/${id}`, {}, options);
  }

  /** `POST /fleet/card-orders/{id}/cancel`. @throws {ClientError} 409 `INVALID_TRANSITION`. */
  cancel(id: string, options?: RequestOptions): Promise<FleetOrderDetail> {
    return this.transport.send('POST', path`/fleet/card-orders/${id}/cancel`, {}, options);
  }
}

/** The company's issued cards and their orders. */
export class FleetCardsService extends BaseService {
  readonly orders = new FleetCardOrdersService(this.transport);

  /**
   * `GET /fleet/cards`: filters by status, type, vehicle and the Tbilisi days it was closed
   * (`closedFrom`, `closedTo`); `search` in the number, driver name or vehicle registration number.
   */
  list(filters: FleetCardFilters = {}, options?: RequestOptions): Promise<FleetCardPage> {
    return this.transport.send('GET', path`/fleet/cards`, { query: { ...filters } }, options);
  }

  /** `GET /fleet/cards/{id}`. @throws {ClientError} 404. */
  get(id: string, options?: RequestOptions): Promise<FleetCard> {
    return this.transport.send('GET', path`/fleet/cards/${id}`, {}, options);
  }

  /** `POST /fleet/cards/{id}/block`: at once. @throws {ClientError} 409 `INVALID_TRANSITION` unless active. */
  block(id: string, options?: RequestOptions): Promise<FleetCard> {
    return this.transport.send('POST', path`/fleet/cards/${id}/block`, {}, options);
  }

  /** `POST /fleet/cards/{id}/unblock`: at once. @throws {ClientError} 409 `INVALID_TRANSITION` unless blocked. */
  unblock(id: string, options?: RequestOptions): Promise<FleetCard> {
    return this.transport.send('POST', path`/fleet/cards/${id}/unblock`, {}, options);
  }

  /** `PUT /fleet/cards/{id}/settings`: limits, products and schedule as a whole. @throws {ClientError} 409 `CARD_CLOSED`. */
  updateSettings(id: string, body: FleetCardSettingsInput, options?: RequestOptions): Promise<FleetCard> {
    return this.transport.send('PUT', path`/fleet/cards/${id}/settings`, { body }, options);
  }

  /** `DELETE /fleet/cards/{id}`: closes the card for good (ask the user first). @throws {ClientError} 409. */
  close(id: string, options?: RequestOptions): Promise<FleetCard> {
    return this.transport.send('DELETE', path`/fleet/cards/${id}`, {}, options);
  }

  /**
   * `POST /fleet/cards/{id}/replace`: a lost, stolen or damaged card is closed at once and a
   * replacement ordered with the same settings. @throws {ClientError} 409 for a closed card.
   */
  replace(id: string, body: FleetReplaceCardBody, options?: RequestOptions): Promise<FleetReplacedCard> {
    return this.transport.send('POST', path`/fleet/cards/${id}/replace`, { body }, options);
  }
}
