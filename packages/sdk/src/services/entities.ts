import type { Entity, EntityPage } from '@fuel/server/contract';
import type { EntityListQuery } from '../inputs';
import { path } from '../path';
import { ProjectScopedService } from '../service';
import type { RequestOptions } from '../transport';
import type { EntityInput, UpdateEntityInput } from '../types';

/**
 * The entities of a project's content models, on the newer base, for its admins. `kind` is the model's
 * api id. A project the admin does not manage, an unknown model or entity: 404 `NOT_FOUND`.
 */
export class EntitiesService extends ProjectScopedService {
  /**
   * `GET /project/{id}/entity/{kind}`: the model's entities, newest first, drafts included.
   *
   * @param query `limit` (default 20, at most 200), `page` (from 1), `status` (`draft` or `published`).
   * @returns a page `{ items, total, page, limit }`.
   * @throws {ClientError} 404 `NOT_FOUND`, 400 `VALIDATION_FAILED` for a bad query.
   */
  list(kind: string, query: EntityListQuery = {}, options?: RequestOptions): Promise<EntityPage> {
    return this.transport.send('GET', path`/project/${this.projectId}/entity/${kind}`, { query }, options);
  }

  /**
   * `GET /project/{id}/entity/{kind}/{entityId}`: one entity.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  get(kind: string, entityId: string, options?: RequestOptions): Promise<Entity> {
    return this.transport.send(
      'GET',
      path`/project/${this.projectId}/entity/${kind}/${entityId}`,
      {},
      options,
    );
  }

  /**
   * `POST /project/{id}/entity/{kind}`: creates an entity (a draft unless `status` says otherwise).
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` with a `fields` entry per broken rule of the model
   *   (`data.title`, ...), 409 `CONFLICT` for a taken unique value or slug, 404 `NOT_FOUND`.
   */
  create(kind: string, body: EntityInput, options?: RequestOptions): Promise<Entity> {
    return this.transport.send('POST', path`/project/${this.projectId}/entity/${kind}`, { body }, options);
  }

  /**
   * `PUT /project/{id}/entity/{kind}/{entityId}`: `data` replaces the whole data; `status` and `slug`
   * change when given.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED`, 409 `CONFLICT`, 404 `NOT_FOUND`.
   */
  update(kind: string, entityId: string, body: UpdateEntityInput, options?: RequestOptions): Promise<Entity> {
    return this.transport.send(
      'PUT',
      path`/project/${this.projectId}/entity/${kind}/${entityId}`,
      { body },
      options,
    );
  }

  /**
   * `DELETE /project/{id}/entity/{kind}/{entityId}`.
   *
   * @throws {ClientError} 409 `ENTITY_IN_USE` while other entities relate to it, 404 `NOT_FOUND`.
   */
  async delete(kind: string, entityId: string, options?: RequestOptions): Promise<void> {
    await this.transport.send(
      'DELETE',
      path`/project/${this.projectId}/entity/${kind}/${entityId}`,
      {},
      options,
    );
  }
}
