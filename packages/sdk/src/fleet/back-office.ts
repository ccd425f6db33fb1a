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

export interface FleetBackOfficeClientOptions extends ClientOptions {
  /** An admin session id (`AdminClient` or `POST /auth/login` on the legacy base). */
  sessionId: string;
  /** The portal's project, which the admin manages. */
  projectId: string;
}

/** The retailer's back office over the fleet module, for its staff (the project's admins). */
export class FleetBackOfficeClient {
  readonly orders: FleetBackOfficeOrdersService;

  /** Makes no request. @throws {TypeError} when `url`, `sessionId` or `projectId` is missing. */
  constructor(options: FleetBackOfficeClientOptions) {
    const sessionId = required('FleetBackOfficeClient', 'sessionId', options.sessionId);
    const projectId = required('FleetBackOfficeClient', 'projectId', options.projectId);
    this.orders = new FleetBackOfficeOrdersService(
      new Transport({ ...transportOptions(options), sessionId }),
      projectId,
    );
  }
}
