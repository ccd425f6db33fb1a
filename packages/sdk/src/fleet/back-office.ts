import { type ClientOptions, required, transportOptions } from '../clients/options';
import { path } from '../path';
import { BaseService } from '../service';
import { type RequestOptions, Transport } from '../transport';
import type {
  FleetBackOfficeOrderFilters,
  FleetMoveOrderInput,
  FleetOrderDetail,
  FleetOrderPage,
} from './order-types';
import type {
  FleetAuthorizationInput,
  FleetCardTransaction,
  FleetStaffCardFilters,
  FleetStaffCardPage,
} from './purchase-types';

/**
 * The retailer's orders queue (an admin session of the portal's project): every company's orders, the
 * moves that make them progress and the acceptance of payment documents. A project the admin does not
 * manage answers 404 `NOT_FOUND`; a company user's session 403 `CALLER_NOT_ALLOWED`.
 */
export class FleetBackOfficeOrdersService extends BaseService {
  constructor(
    transport: Transport,
    private readonly projectId: string,
  ) {
    super(transport);
  }

  /** `GET /project/{id}/fleet/orders`: card orders too; `awaitingPaymentCheck`, `companyId`, `kindIn`. */
  list(filters: FleetBackOfficeOrderFilters = {}, options?: RequestOptions): Promise<FleetOrderPage> {
    return this.transport.send(
      'GET',
      path`/project/${this.projectId}/fleet/orders`,
      { query: { ...filters } },
      options,
    );
  }

  /** `GET /project/{id}/fleet/orders/{orderId}`. @throws {ClientError} 404. */
  get(orderId: string, options?: RequestOptions): Promise<FleetOrderDetail> {
    return this.transport.send('GET', path`/project/${this.projectId}/fleet/orders/${orderId}`, {}, options);
  }

  /**
   * `POST /project/{id}/fleet/orders/{orderId}/status`: CONFIRMED, READY, ISSUED (a card order's cards
   * are made: `cardNumbers` one per card, or generated), REJECTED with a `reason`, finished.
   *
   * @throws {ClientError} 409 `INVALID_TRANSITION`, 409 `PAYMENT_REQUIRED` (READY before the payment was
   *   accepted), 409 `CARD_NUMBER_TAKEN`; 400 `VALIDATION_FAILED` (`reason`, `cardNumbers`).
   */
  move(orderId: string, body: FleetMoveOrderInput, options?: RequestOptions): Promise<FleetOrderDetail> {
    return this.transport.send(
      'POST',
      path`/project/${this.projectId}/fleet/orders/${orderId}/status`,
      { body },
      options,
    );
  }

  /**
   * `POST /project/{id}/fleet/orders/{orderId}/payment/accept`: accepts the company's payment documents.
   * @throws {ClientError} 409 `NOT_CONFIRMED_BY_COMPANY`, 409 `ORDER_CLOSED`.
   */
  acceptPayment(orderId: string, options?: RequestOptions): Promise<FleetOrderDetail> {
    return this.transport.send(
      'POST',
      path`/project/${this.projectId}/fleet/orders/${orderId}/payment/accept`,
      {},
      options,
    );
  }
}

/**
 * The back office's station-terminal simulator: the staff send authorizations with their admin session
 * (the project's private key stays on the server), and pick the card from every company's.
 */
export class FleetBackOfficeTerminalService extends BaseService {
  constructor(
    transport: Transport,
    private readonly projectId: string,
  ) {
    super(transport);
  }

  /** `GET /project/{id}/fleet/terminal/cards`: every company's cards with their limits; `search` by number or company. */
  cards(filters: FleetStaffCardFilters = {}, options?: RequestOptions): Promise<FleetStaffCardPage> {
    return this.transport.send(
      'GET',
      path`/project/${this.projectId}/fleet/terminal/cards`,
      { query: { ...filters } },
      options,
    );
  }

  /**
   * `POST /project/{id}/fleet/terminal/authorizations`: the terminal's authorization, as the staff:
   * approved, or declined with a reason (and the company's admins alerted). A declined purchase is an
   * answer, not an error; the same `terminalId` and `terminalTransactionId` again answers the first decision.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`cardNumber`, `liters`, ...); 409 `PRODUCT_NOT_PRICED`.
   */
  authorize(body: FleetAuthorizationInput, options?: RequestOptions): Promise<FleetCardTransaction> {
    return this.transport.send(
      'POST',
      path`/project/${this.projectId}/fleet/terminal/authorizations`,
      { body },
      options,
    );
  }
}

export interface FleetBackOfficeClientOptions extends ClientOptions {
  /** An admin session id (`AdminClient` or `POST /auth/login` on the legacy base). */
  sessionId: string;
  /** The portal's project, which the admin manages. */
  projectId: string;
}

/** The retailer's back office over the fleet module, for its staff (the project's admins). */
export class FleetBackOfficeClient {
  readonly orders: FleetBackOfficeOrdersService;
  readonly terminal: FleetBackOfficeTerminalService;

  /** Makes no request. @throws {TypeError} when `url`, `sessionId` or `projectId` is missing. */
  constructor(options: FleetBackOfficeClientOptions) {
    const sessionId = required('FleetBackOfficeClient', 'sessionId', options.sessionId);
    const projectId = required('FleetBackOfficeClient', 'projectId', options.projectId);
    const transport = new Transport({ ...transportOptions(options), sessionId });
    this.orders = new FleetBackOfficeOrdersService(transport, projectId);
    this.terminal = new FleetBackOfficeTerminalService(transport, projectId);
  }
}
