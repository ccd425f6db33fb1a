import type { ContactRequestPage } from '@fuel/server/contract';
import type { Paging } from '../inputs';
import { path } from '../path';
import { ProjectScopedService } from '../service';
import type { RequestOptions } from '../transport';

/** The contact requests visitors sent to a project (its public contact form), for its admins. */
export class AdminContactRequestsService extends ProjectScopedService {
  /**
   * `GET /project/{id}/contact-request` (newer base): the project's requests, newest first.
   *
   * @param query `limit` (default 20, at most 200) and `page` (from 1).
   * @returns a page `{ items, total, page, limit }`.
   * @throws {ClientError} 404 `NOT_FOUND` for a project the admin does not administer.
   */
  list(query: Paging = {}, options?: RequestOptions): Promise<ContactRequestPage> {
    return this.transport.send('GET', path`/project/${this.projectId}/contact-request`, { query }, options);
  }
}
