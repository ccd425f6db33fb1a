import type { CmsEntry, CmsPage } from '@fuel/server/contract';
import type { CmsListQuery, LanguageQuery } from '../inputs';
import type { InLanguage } from '../localized';
import { path } from '../path';
import { BaseService, type Sender } from '../service';
import type { RequestOptions } from '../transport';

/**
 * Reading a project's published content, on the newer base. The project is the client's own: its id
 * comes from `projectId()`, the project the client loaded.
 */
export class CmsService extends BaseService {
  constructor(
    transport: Sender,
    private readonly projectId: () => Promise<string>,
  ) {
    super(transport);
  }

  /**
   * `GET /project/{id}/cms/{apiId}`: the model's published entries, newest publication first.
   *
   * @param query `limit` (default 20, at most 200), `page` (from 1), `lang` (flattens localized fields
   *   to that language's value, falling back to the project's first language).
   * @returns a page `{ items, total, page, limit }`.
   * @throws {ClientError} 404 `NOT_FOUND` for an unknown model, 400 `VALIDATION_FAILED` for a bad query.
   */
  async list<L extends string | undefined = undefined>(
    apiId: string,
    query: CmsListQuery & { lang?: L } = {},
    options?: RequestOptions,
  ): Promise<InLanguage<CmsPage, L>> {
    const projectId = await this.projectId();
    return this.transport.send('GET', path`/project/${projectId}/cms/${apiId}`, { query }, options);
  }

  /**
   * `GET /project/{id}/cms/{apiId}/{contentId}`: one published entry, by id or slug.
   *
   * @param query `lang`, as for {@link list}.
   * @throws {ClientError} 404 `NOT_FOUND` for an unknown model, an unknown entry or a draft.
   */
  async get<L extends string | undefined = undefined>(
    apiId: string,
    contentId: string,
    query: LanguageQuery & { lang?: L } = {},
    options?: RequestOptions,
  ): Promise<InLanguage<CmsEntry, L>> {
    const projectId = await this.projectId();
    return this.transport.send(
      'GET',
      path`/project/${projectId}/cms/${apiId}/${contentId}`,
      { query },
      options,
    );
  }
}
