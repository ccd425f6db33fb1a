import type { Item, ItemEnvelope, Page } from '@fuel/server/contract';
import type { ItemSearch, LanguageQuery } from '../inputs';
import type { InLanguage } from '../localized';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/** The project's items on sale (active ones), on the newer base: for the public key and end users. */
export class ItemsService extends BaseService {
  /**
   * `POST /ecommerce/item/search`: active items. The filters (`query`, `typeIn`, `interestsIn`,
   * `inUserIds`, `notInUserIds`, `minPrice`, `maxPrice`, `sort`, `order`, `limit`, `page`) travel as a
   * JSON body; `lang` flattens titles and descriptions to strings; `skipTotal: true` leaves the count
   * out (`total` is -1). The same filters as an admin's `project(id).items.search`, but `statusIn`.
   *
   * @returns a page `{ items, total, page, limit }`.
   * @throws {ClientError} 400 `VALIDATION_FAILED` for a bad filter.
   */
  search<L extends string | undefined = undefined>(
    filters: ItemSearch & { lang?: L } = {},
    options?: RequestOptions,
  ): Promise<Page<InLanguage<Item, L>>> {
    const { lang, ...body } = filters;
    return this.transport.send('POST', path`/ecommerce/item/search`, { query: { lang }, body }, options);
  }

  /**
   * `GET /ecommerce/item/{id}`: one active item (the server answers `{ item }`).
   *
   * @throws {ClientError} 404 `NOT_FOUND` for an unknown, draft or archived item, or another project's.
   */
  async get<L extends string | undefined = undefined>(
    itemId: string,
    read: LanguageQuery & { lang?: L } = {},
    options?: RequestOptions,
  ): Promise<InLanguage<Item, L>> {
    const { item } = await this.transport.send<{ item: InLanguage<ItemEnvelope['item'], L> }>(
      'GET',
      path`/ecommerce/item/${itemId}`,
      { query: read },
      options,
    );
    return item;
  }
}
