import type { Item, ItemEnvelope, Page } from '@fuel/server/contract';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { ItemSearchInput } from '../types';

/** The project's items on sale (active ones), on the newer base: for the public key and end users. */
export class ItemsService extends BaseService {
  /**
   * `POST /ecommerce/item/search`: active items; the filters (`query`, `typeIn`, `interestsIn`,
   * `inUserIds`, `notInUserIds`, `minPrice`, `maxPrice`, `sort`, `order`, `limit`, `page`) travel as a
   * JSON body; `skipTotal: true` leaves the count out (`total` is -1). `read.lang` flattens titles and
   * descriptions to that language.
   *
   * @returns a page `{ items, total, page, limit }`.
   * @throws {ClientError} 400 `VALIDATION_FAILED` for a bad filter.
   */
  search(
    filters: ItemSearchInput = {},
    read: { lang?: string } = {},
    options?: RequestOptions,
  ): Promise<Page<Item>> {
    return this.transport.send('POST', path`/ecommerce/item/search`, { query: read, body: filters }, options);
  }

  /**
   * `GET /ecommerce/item/{id}`: one active item (the server answers `{ item }`).
   *
   * @throws {ClientError} 404 `NOT_FOUND` for an unknown, draft or archived item, or another project's.
   */
  async get(itemId: string, read: { lang?: string } = {}, options?: RequestOptions): Promise<Item> {
    const { item } = await this.transport.send<ItemEnvelope>(
      'GET',
      path`/ecommerce/item/${itemId}`,
      { query: read },
      options,
    );
    return item;
  }
}
