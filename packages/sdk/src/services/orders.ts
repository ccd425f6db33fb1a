import type { Order, Page } from '@fuel/server/contract';
import type { LanguageQuery, OrderSearch } from '../inputs';
import type { InLanguage } from '../localized';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { CreateOrderInput, UpdateOrderInput } from '../types';

/**
 * The end user's own orders, on the newer base. Another user's order answers 404 `NOT_FOUND`, as an
 * unknown one would. `lang` flattens the lines' titles to strings.
 */
export class OrdersService extends BaseService {
  /**
   * `POST /ecommerce/order/create`: orders active items (`lines: [{ itemId, quantity }]`, an optional
   * `note`) at their current prices; the order starts PENDING. `lang` goes in the query string.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` naming the line (`lines.0.itemId` with rule
   *   `not_found`, `not_available`, `unique` or `same_currency`; `lines.0.quantity`).
   */
  create<L extends string | undefined = undefined>(
    input: CreateOrderInput & { lang?: L },
    options?: RequestOptions,
  ): Promise<InLanguage<Order, L>> {
    const { lang, ...body } = input;
    return this.transport.send('POST', path`/ecommerce/order/create`, { query: { lang }, body }, options);
  }

  /**
   * `POST /ecommerce/order`: searches the user's own orders (`statusIn`, `sort`: `created` or `total`,
   * `order`, `limit`, `page` in a JSON body; `lang` in the query string). The same filters as an
   * admin's `project(id).orders.search`, but the buyers.
   *
   * @returns a page `{ items, total, page, limit }`.
   */
  search<L extends string | undefined = undefined>(
    filters: OrderSearch & { lang?: L } = {},
    options?: RequestOptions,
  ): Promise<Page<InLanguage<Order, L>>> {
    const { lang, ...body } = filters;
    return this.transport.send('POST', path`/ecommerce/order`, { query: { lang }, body }, options);
  }

  /**
   * `GET /ecommerce/order/{id}`: one of the user's orders, with its lines and status history.
   *
   * @throws {ClientError} 404 `NOT_FOUND` for another user's order or an unknown one.
   */
  get<L extends string | undefined = undefined>(
    orderId: string,
    read: LanguageQuery & { lang?: L } = {},
    options?: RequestOptions,
  ): Promise<InLanguage<Order, L>> {
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
  cancel(orderId: string, input: { note?: string } = {}, options?: RequestOptions): Promise<Order> {
    return this.update(orderId, { status: 'CANCELLED', note: input.note }, options);
  }
}
