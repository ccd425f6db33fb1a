import type { Page, ProjectStats, SampleDocument, Project as ServerProject } from '@fuel/server/contract';
import { path } from '../path';
import { toProject } from '../project';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { CreateProjectInput, KeyKind, Project, UpdateProjectInput } from '../types';

/** How many projects the kit asks for when it lists an admin's projects (spec section 9). */
export const PROJECT_LIST_LIMIT = 200;

/**
 * The projects an admin manages, on the legacy base. Every project comes with its `v2` providers only.
 * A project the admin does not manage is answered as if it did not exist: 404 `NOT_FOUND`.
 */
export class AdminProjectsService extends BaseService {
  /**
   * `GET /project?limit=200`: the admin's projects, oldest first (`options.query` may set `limit`, `page`).
   *
   * @returns a page `{ items, total, page, limit }`.
   * @throws {ClientError} 401 for a missing or ended session.
   */
  async list(options?: RequestOptions): Promise<Page<Project>> {
    const page = await this.transport.send<Page<ServerProject>>(
      'GET',
      path`/project`,
      { base: 'legacy', query: { limit: PROJECT_LIST_LIMIT } },
      options,
    );
    return { ...page, items: page.items.map(toProject) };
  }

  /**
   * `GET /project/{id}`: one project, with its private key.
   *
   * @throws {ClientError} 404 `NOT_FOUND` unless the admin manages the project.
   */
  async get(projectId: string, options?: RequestOptions): Promise<Project> {
    return toProject(
      await this.transport.send('GET', path`/project/${projectId}`, { base: 'legacy' }, options),
    );
  }

  /**
   * `POST /project`: creates a project owned by the admin, with fresh keys and default providers.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (with `fields`) for a bad name or language.
   */
  async create(body: CreateProjectInput, options?: RequestOptions): Promise<Project> {
    return toProject(await this.transport.send('POST', path`/project`, { base: 'legacy', body }, options));
  }

  /**
   * `PUT /project/{id}/updateProject`: changes the name, languages or metadata.
   *
   * @throws {ClientError} 404 `NOT_FOUND` unless the admin manages the project; 400 `VALIDATION_FAILED`.
   */
  async update(projectId: string, body: UpdateProjectInput, options?: RequestOptions): Promise<Project> {
    return toProject(
      await this.transport.send(
        'PUT',
        path`/project/${projectId}/updateProject`,
        { base: 'legacy', body },
        options,
      ),
    );
  }

  /**
   * `POST /project/{id}/keys/rotate`: replaces the public or the private key; the old one stops
   * working at once.
   *
   * @returns the project with its new key.
   * @throws {ClientError} 404 `NOT_FOUND` unless the admin manages the project.
   */
  async rotateKey(projectId: string, kind: KeyKind, options?: RequestOptions): Promise<Project> {
    return toProject(
      await this.transport.send(
        'POST',
        path`/project/${projectId}/keys/rotate`,
        { base: 'legacy', body: { kind } },
        options,
      ),
    );
  }

  /**
   * `GET /project/{id}/stats`: the project's stats (fixed placeholder values, as the spec says).
   *
   * @throws {ClientError} 404 `NOT_FOUND` unless the admin manages the project.
   */
  stats(projectId: string, options?: RequestOptions): Promise<ProjectStats> {
    return this.transport.send('GET', path`/project/${projectId}/stats`, { base: 'legacy' }, options);
  }

  /**
   * `GET /project/{id}/documents`: the project's documents (fixed placeholder data, as the spec says).
   *
   * @throws {ClientError} 404 `NOT_FOUND` unless the admin manages the project.
   */
  async documents(projectId: string, options?: RequestOptions): Promise<SampleDocument[]> {
    const { items } = await this.transport.send<{ items: SampleDocument[] }>(
      'GET',
      path`/project/${projectId}/documents`,
      { base: 'legacy' },
      options,
    );
    return items;
  }
}
