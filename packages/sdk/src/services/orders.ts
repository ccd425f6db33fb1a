import type { Order, Page } from '@fuel/server/contract';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { CreateOrderInput, OrderSearchInput, UpdateOrderInput } from '../types';

/**
 * The end user's own orders, on the newer base. Another user's order answers 404 `NOT_FOUND`, as an
 * unknown one would.
 */
export class OrdersService extends BaseService {
  /**
   * `POST /ecommerce/order/create`: orders active items (`lines: [{ itemId, quantity }]`) at their
   * current prices; the order starts PENDING.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` naming the line (`lines.0.itemId` with rule
   *   `not_found`, `not_available`, `unique` or `same_currency`; `lines.0.quantity`).
   */
  create(body: CreateOrderInput, read: { lang?: string } = {}, options?: RequestOptions): Promise<Order> {
    return this.transport.send('POST', path`/ecommerce/order/create`, { query: read, body }, options);
  }

  /**
   * `POST /ecommerce/order`: searches the user's own orders (`statusIn`, `sort`: `created` or `total`,
   * `order`, `limit`, `page` in a JSON body).
   *
   * @returns a page `{ items, total, page, limit }`.
   */
  search(
    filters: OrderSearchInput = {},
    read: { lang?: string } = {},
    options?: RequestOptions,
  ): Promise<Page<Order>> {
    return this.transport.send('POST', path`/ecommerce/order`, { query: read, body: filters }, options);
  }

  /**
   * `GET /ecommerce/order/{id}`: one of the user's orders, with its lines and status history.
   *
   * @throws {ClientError} 404 `NOT_FOUND` for another user's order or an unknown one.
   */
  get(orderId: string, read: { lang?: string } = {}, options?: RequestOptions): Promise<Order> {
    return this.transport.send('GET', path`/ecommerce/order/${orderId}`, { query: read }, options);
  }

  /**
   * `PUT /ecommerce/order/{id}`: the buyer may only cancel (`{ status: 'CANCELLED', note? }`) a PENDING
   * order of theirs.
   *
   * @throws {ClientError} 409 `INVALID_TRANSITION` once the order is no longer PENDING; 403 `FORBIDDEN`
   *   for any other status; 404 `NOT_FOUND` for another user's order.
   */
  update(orderId: string, body: UpdateOrderInput, options?: RequestOptions): Promise<Order> {
    return this.transport.send('PUT', path`/ecommerce/order/${orderId}`, { body }, options);
  }

  /** Cancels a PENDING order of the user's: {@link update} with `status: 'CANCELLED'`. Throws as it does. */
  cancel(orderId: string, note?: string, options?: RequestOptions): Promise<Order> {
    return this.update(orderId, { status: 'CANCELLED', note }, options);
  }
}
