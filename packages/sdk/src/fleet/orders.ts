import { path } from '../path';
import { BaseService } from '../service';
import { FilesService } from '../services/files';
import type { RequestOptions } from '../transport';
import type {
  FleetFuelPrices,
  FleetOrderDetail,
  FleetOrderDocument,
  FleetOrderFilters,
  FleetOrderPage,
  FleetOrderSummary,
  FleetOrderSummaryFilters,
  FleetPayOnlineAnswer,
  FleetPayOnlineBody,
  FleetPlaceOrderInput,
  PlaceOptions,
} from './order-types';

/** The `Idempotency-Key` header of a place call, merged under the caller's headers. */
export function withIdempotencyKey(
  place: PlaceOptions | undefined,
  options?: RequestOptions,
): RequestOptions {
  if (!place?.idempotencyKey) return options ?? {};
  return { ...options, headers: { 'Idempotency-Key': place.idempotencyKey, ...options?.headers } };
}

/**
 * The company's fuel, coupon and wholesale orders (the fuel-request pages; an end-user session of a
 * company user with the fuel request page: VIEW reads, EDIT changes). 403 `NOT_AUTHORIZED` otherwise.
 */
export class FleetOrdersService extends BaseService {
  /**
   * `POST /fleet/orders`: places the order at today's prices (`draft: true` keeps it in the history
   * without sending it). Pass the same `idempotencyKey` when retrying or when a submit may be clicked
   * twice: the same request again answers the first order.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`lines.N.quantity`: `not_multiple_of`, message
   *   `fuelRatings` or `couponRatings`; `lines`: `emptyOrder`; `lines.N.product`: `fuelType` or rule
   *   `not_available`; the `delivery` fields of a wholesale order); 409 `IDEMPOTENCY_KEY_REUSED`.
   */
  place(
    body: FleetPlaceOrderInput,
    place?: PlaceOptions,
    options?: RequestOptions,
  ): Promise<FleetOrderDetail> {
    return this.transport.send('POST', path`/fleet/orders`, { body }, withIdempotencyKey(place, options));
  }

  /**
   * `GET /fleet/orders`: the history, newest first by default, paged on the server; `withDocuments`
   * adds each order's payment documents (the archive: `statusIn` of `FINAL_STATUSES`).
   */
  list(filters: FleetOrderFilters = {}, options?: RequestOptions): Promise<FleetOrderPage> {
    return this.transport.send('GET', path`/fleet/orders`, { query: { ...filters } }, options);
  }

  /**
   * `GET /fleet/orders/summary`: the unpaid and overdue counts and totals of the orders the history's
   * filters choose (pages and sort are left out). @throws {ClientError} 400 `VALIDATION_FAILED`.
   */
  summary(filters: FleetOrderSummaryFilters = {}, options?: RequestOptions): Promise<FleetOrderSummary> {
    return this.transport.send('GET', path`/fleet/orders/summary`, { query: { ...filters } }, options);
  }

  /**
   * `GET /fleet/orders/prices`: today's price per liter of each product on sale, what an order placed
   * now is priced at; `priceLine` of `@fuel/sdk/fleet-rules` prices a line with it as the server does.
   */
  prices(options?: RequestOptions): Promise<FleetFuelPrices> {
    return this.transport.send('GET', path`/fleet/orders/prices`, {}, options);
  }

  /** `GET /fleet/orders/{id}`: with documents, payment and status history. @throws {ClientError} 404. */
  get(id: string, options?: RequestOptions): Promise<FleetOrderDetail> {
    return this.transport.send('GET', path`/fleet/orders/${id}`, {}, options);
  }

  /** `POST /fleet/orders/{id}/submit`: a draft goes to the retailer. @throws {ClientError} 409 `INVALID_TRANSITION`. */
  submit(id: string, options?: RequestOptions): Promise<FleetOrderDetail> {
    return this.transport.send('POST', path`/fleet/orders/${id}/submit`, {}, options);
  }

  /**
   * `POST /fleet/orders/{id}/cancel`: a draft, PENDING or CONFIRMED unpaid order.
   * @throws {ClientError} 409 `INVALID_TRANSITION`, 409 `ALREADY_PAID`.
   */
  cancel(id: string, options?: RequestOptions): Promise<FleetOrderDetail> {
    return this.transport.send('POST', path`/fleet/orders/${id}/cancel`, {}, options);
  }

  /**
   * Uploads a payment document through the platform's file upload and attaches it to the order.
   *
   * @throws {ClientError} 409 `DOCUMENT_LIMIT` (at most 10), 409 `DOCUMENTS_LOCKED` (both sides
   *   confirmed the payment), 409 `ORDER_CLOSED`; the upload's 413 and 415.
   */
  async uploadDocument(
    id: string,
    file: Blob,
    fileName?: string,
    options?: RequestOptions,
  ): Promise<FleetOrderDocument> {
    const uploaded = await new FilesService(this.transport).uploadFile(file, fileName, options);
    return this.attachDocument(id, uploaded.id, options);
  }

  /** `POST /fleet/orders/{id}/documents`: attaches a file the user uploaded. Failures as {@link uploadDocument}. */
  attachDocument(id: string, fileId: string, options?: RequestOptions): Promise<FleetOrderDocument> {
    return this.transport.send('POST', path`/fleet/orders/${id}/documents`, { body: { fileId } }, options);
  }

  /**
   * `GET /files/{fileId}/{name}`: the bytes of a payment document (a detail's or a list's asked
   * `withDocuments`), to save under its name. @throws {ClientError} 404 for a file no longer stored.
   */
  downloadDocument(
    document: Pick<FleetOrderDocument, 'fileId' | 'name'>,
    options?: RequestOptions,
  ): Promise<Blob> {
    return this.transport.send(
      'GET',
      path`/files/${document.fileId}/${document.name}`,
      { base: 'root', read: 'blob' },
      options,
    );
  }

  /** `DELETE /fleet/orders/{id}/documents/{documentId}`. @throws {ClientError} 409 `FILE_NOT_DELETED` ('File not deleted'). */
  async removeDocument(id: string, documentId: string, options?: RequestOptions): Promise<void> {
    await this.transport.send('DELETE', path`/fleet/orders/${id}/documents/${documentId}`, {}, options);
  }

  /**
   * `POST /fleet/orders/{id}/payment/confirm`: the company confirms its payment documents; the
   * retailer's acceptance completes the payment and locks them.
   * @throws {ClientError} 409 `NO_DOCUMENTS`, 409 `ORDER_CLOSED`.
   */
  confirmPayment(id: string, options?: RequestOptions): Promise<FleetOrderDetail> {
    return this.transport.send('POST', path`/fleet/orders/${id}/payment/confirm`, {}, options);
  }

  /**
   * `POST /fleet/orders/{id}/payment/online`: the link to pay the total online; paying confirms the
   * payment by itself. A pending link is answered again.
   * @throws {ClientError} 409 `ORDER_CLOSED` unless the order is PENDING or CONFIRMED and unpaid.
   */
  payOnline(
    id: string,
    body: FleetPayOnlineBody = {},
    options?: RequestOptions,
  ): Promise<FleetPayOnlineAnswer> {
    return this.transport.send('POST', path`/fleet/orders/${id}/payment/online`, { body }, options);
  }
}
