import type { Item, Page } from '@fuel/server/contract';
import type { AdminItemSearch, LanguageQuery } from '../inputs';
import type { InLanguage } from '../localized';
import { path } from '../path';
import { ProjectScopedService } from '../service';
import type { RequestOptions } from '../transport';
import type { CreateItemInput, UpdateItemInput } from '../types';

/**
 * A project's e-commerce items for its admins, on the newer base. A project the admin does not manage
 * answers 404 `NOT_FOUND`, as an unknown one would.
 */
export class AdminItemsService extends ProjectScopedService {
  /**
   * `GET /project/{id}/ecommerce/item/search`: the project's items of any status. List filters
   * (`typeIn`, `statusIn`, `interestsIn`, `inUserIds`, `notInUserIds`) go comma-joined and are left out
   * when empty; `query` matches part of a title in any language; `sort` is `created` (newest first),
   * `price` or `title` (lowest / A first), `order` reverses it; `lang` flattens titles and
   * descriptions to strings; `skipTotal: true` leaves the count out (`total` is -1), for pages that only
   * go forward. The same filters as `items.search` of the other clients, plus `statusIn`.
   *
   * @returns a page `{ items, total, page, limit }`.
   * @throws {ClientError} 404 `NOT_FOUND` unless the admin manages the project; 400 `VALIDATION_FAILED`
   *   for a bad filter (e.g. an unknown status).
   */
  search<L extends string | undefined = undefined>(
    filters: AdminItemSearch & { lang?: L } = {},
    options?: RequestOptions,
  ): Promise<Page<InLanguage<Item, L>>> {
    return this.transport.send(
      'GET',
      path`/project/${this.projectId}/ecommerce/item/search`,
      { query: { ...filters } },
      options,
    );
  }

  /**
   * `GET /project/{id}/ecommerce/item/{itemId}`: one item of any status.
   *
   * @throws {ClientError} 404 `NOT_FOUND` for an unknown item or a project the admin does not manage.
   */
  get<L extends string | undefined = undefined>(
    itemId: string,
    read: LanguageQuery & { lang?: L } = {},
    options?: RequestOptions,
  ): Promise<InLanguage<Item, L>> {
    return this.transport.send(
      'GET',
      path`/project/${this.projectId}/ecommerce/item/${itemId}`,
      { query: read },
      options,
    );
  }

  /**
   * `POST /project/{id}/ecommerce/item`: creates an item (a draft unless `status` says otherwise; price
   * in minor units, GEL unless `price.currency` says otherwise).
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (with `fields`, e.g. `price.amount`, or `ownerUserId`
   *   for a user of another project); 409 `CONFLICT` with the field `sku` when another item has the sku.
   */
  create(body: CreateItemInput, options?: RequestOptions): Promise<Item> {
    return this.transport.send('POST', path`/project/${this.projectId}/ecommerce/item`, { body }, options);
  }

  /**
   * `PUT /project/{id}/ecommerce/item/{itemId}`: changes the given fields.
   *
   * @throws {ClientError} 404 `NOT_FOUND`; 400 `VALIDATION_FAILED`; 409 `CONFLICT` (field `sku`).
   */
  update(itemId: string, body: UpdateItemInput, options?: RequestOptions): Promise<Item> {
    return this.transport.send(
      'PUT',
      path`/project/${this.projectId}/ecommerce/item/${itemId}`,
      { body },
      options,
    );
  }
}
