import type { Page, Project as ServerProject } from '@fuel/server/contract';
import type { Paging } from '../inputs';
import { path } from '../path';
import { toAdminProject } from '../project';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { AdminProject, CreateProjectInput } from '../types';

/** How many projects the kit asks for when it lists an admin's projects (spec section 9). */
export const PROJECT_LIST_LIMIT = 200;

/**
 * The projects an admin manages, on the legacy base; one project's calls are under
 * `AdminClient.project(id)`. Every project comes with its private key and its `v2` providers only.
 */
export class AdminProjectsService extends BaseService {
  /**
   * `GET /project?limit=200`: the admin's projects, oldest first.
   *
   * @param paging `limit` (default 200, the spec's) and `page`.
   * @returns a page `{ items, total, page, limit }`.
   * @throws {ClientError} 401 for a missing or ended session.
   */
  async list(paging: Paging = {}, options?: RequestOptions): Promise<Page<AdminProject>> {
    const page = await this.transport.send<Page<ServerProject>>(
      'GET',
      path`/project`,
      { base: 'legacy', query: { limit: PROJECT_LIST_LIMIT, ...paging } },
      options,
    );
    return { ...page, items: page.items.map(toAdminProject) };
  }

  /**
   * `POST /project`: creates a project owned by the admin, with fresh keys and default providers.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (with `fields`) for a bad name or language.
   */
  async create(body: CreateProjectInput, options?: RequestOptions): Promise<AdminProject> {
    return toAdminProject(
      await this.transport.send('POST', path`/project`, { base: 'legacy', body }, options),
    );
  }
}
