import type { Order, Page } from '@fuel/server/contract';
import type { AdminOrderSearch, LanguageQuery } from '../inputs';
import type { InLanguage } from '../localized';
import { path } from '../path';
import { ProjectScopedService } from '../service';
import type { RequestOptions } from '../transport';
import type { UpdateOrderInput } from '../types';

/**
 * A project's orders for its admins: search and reads on the newer base, status moves on the legacy
 * base (as the spec has them). A project the admin does not manage answers 404 `NOT_FOUND`.
 *
 * Statuses move only along PENDING → CONFIRMED, REJECTED or CANCELLED; CONFIRMED → READY or CANCELLED;
 * READY → ISSUED. Every move is kept in the order's `statusChanges`.
 */
export class AdminOrdersService extends ProjectScopedService {
  /**
   * `GET /project/{id}/ecommerce/order/search`: the project's orders. `statusIn`, `inUserIds` (buyers)
   * and `notInUserIds` go comma-joined and are left out when empty; `sort` is `created` (newest first) or
   * `total` (smallest first), `order` reverses it; `lang` flattens the lines' titles to strings. The
   * same filters as `orders.search` of the end user, plus the buyers.
   *
   * @returns a page `{ items, total, page, limit }`, each order with its lines and status history.
   * @throws {ClientError} 404 `NOT_FOUND` unless the admin manages the project; 400 `VALIDATION_FAILED`.
   */
  search<L extends string | undefined = undefined>(
    filters: AdminOrderSearch & { lang?: L } = {},
    options?: RequestOptions,
  ): Promise<Page<InLanguage<Order, L>>> {
    return this.transport.send(
      'GET',
      path`/project/${this.projectId}/ecommerce/order/search`,
      { query: { ...filters } },
      options,
    );
  }

  /**
   * `GET /project/{id}/ecommerce/order/{orderId}`: one order with its lines and status history.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  get<L extends string | undefined = undefined>(
    orderId: string,
    read: LanguageQuery & { lang?: L } = {},
    options?: RequestOptions,
  ): Promise<InLanguage<Order, L>> {
    return this.transport.send(
      'GET',
      path`/project/${this.projectId}/ecommerce/order/${orderId}`,
      { query: read },
      options,
    );
  }

  /**
   * `PUT /project/{id}/ecommerce/order/{orderId}` (legacy base): moves the order to `status`, with an
   * optional `note` kept in its history.
   *
   * @returns the order as it is now.
   * @throws {ClientError} 409 `INVALID_TRANSITION` for a move the table does not allow, or when another
   *   move of the order won a race; 404 `NOT_FOUND`; 400 `VALIDATION_FAILED` for an unknown status.
   */
  update(orderId: string, body: UpdateOrderInput, options?: RequestOptions): Promise<Order> {
    return this.transport.send(
      'PUT',
      path`/project/${this.projectId}/ecommerce/order/${orderId}`,
      { base: 'legacy', body },
      options,
    );
  }
}
