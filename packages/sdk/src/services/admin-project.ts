import type { ProjectStats, SampleDocument, Project as ServerProject } from '@fuel/server/contract';
import { path } from '../path';
import { toAdminProject } from '../project';
import { ProjectScopedService } from '../service';
import type { RequestOptions } from '../transport';
import type { AdminProject, KeyKind, UpdateProjectInput } from '../types';

/**
 * One project of an admin's, on the legacy base. A project the admin does not manage is answered as
 * if it did not exist: 404 `NOT_FOUND`, by every call.
 */
export class AdminProjectService extends ProjectScopedService {
  /** `GET /project/{id}`: the project, with its private key. @throws {ClientError} 404 `NOT_FOUND`. */
  async get(options?: RequestOptions): Promise<AdminProject> {
    return this.#project('GET', path`/project/${this.projectId}`, undefined, options);
  }

  /**
   * `PUT /project/{id}/updateProject`: changes the name, languages or metadata.
   *
   * @throws {ClientError} 404 `NOT_FOUND`; 400 `VALIDATION_FAILED`.
   */
  update(body: UpdateProjectInput, options?: RequestOptions): Promise<AdminProject> {
    return this.#project('PUT', path`/project/${this.projectId}/updateProject`, body, options);
  }

  /**
   * `POST /project/{id}/keys/rotate`: replaces the public or the private key; the old one stops
   * working at once.
   *
   * @returns the project with its new key.
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  rotateKey(kind: KeyKind, options?: RequestOptions): Promise<AdminProject> {
    return this.#project('POST', path`/project/${this.projectId}/keys/rotate`, { kind }, options);
  }

  /** `GET /project/{id}/stats`: fixed placeholder values, as the spec says. @throws {ClientError} 404. */
  stats(options?: RequestOptions): Promise<ProjectStats> {
    return this.transport.send('GET', path`/project/${this.projectId}/stats`, { base: 'legacy' }, options);
  }

  /** `GET /project/{id}/documents`: fixed placeholder data, as the spec says. @throws {ClientError} 404. */
  async documents(options?: RequestOptions): Promise<SampleDocument[]> {
    const { items } = await this.transport.send<{ items: SampleDocument[] }>(
      'GET',
      path`/project/${this.projectId}/documents`,
      { base: 'legacy' },
      options,
    );
    return items;
  }

  async #project(
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    body: unknown,
    options?: RequestOptions,
  ): Promise<AdminProject> {
    const project = await this.transport.send<ServerProject>(method, url, { base: 'legacy', body }, options);
    return toAdminProject(project);
  }
}
