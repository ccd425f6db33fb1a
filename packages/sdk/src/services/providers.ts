import type { Page, Provider } from '@fuel/server/contract';
import { path } from '../path';
import { ProjectScopedService } from '../service';
import type { RequestOptions } from '../transport';

/**
 * A project's sign-in providers, on the legacy base, for its admins. Unlike a project's `providers`,
 * this list has every type (`v1` too), so that an admin can manage them all.
 */
export class ProvidersService extends ProjectScopedService {
  /**
   * `GET /project/{id}/provider`: every provider of the project, by name.
   *
   * @throws {ClientError} 404 `NOT_FOUND` unless the admin manages the project.
   */
  list(options?: RequestOptions): Promise<Page<Provider>> {
    return this.transport.send('GET', path`/project/${this.projectId}/provider`, { base: 'legacy' }, options);
  }

  /**
   * `POST /project/{id}/provider/{providerId}/activate`.
   *
   * @returns the provider, active.
   * @throws {ClientError} 404 `NOT_FOUND` for a project the admin does not manage or a provider not in it.
   */
  activate(providerId: string, options?: RequestOptions): Promise<Provider> {
    return this.transport.send(
      'POST',
      path`/project/${this.projectId}/provider/${providerId}/activate`,
      { base: 'legacy' },
      options,
    );
  }

  /**
   * `POST /project/{id}/provider/{providerId}/deactivate`.
   *
   * @returns the provider, inactive.
   * @throws {ClientError} 404 `NOT_FOUND` for a project the admin does not manage or a provider not in it.
   */
  deactivate(providerId: string, options?: RequestOptions): Promise<Provider> {
    return this.transport.send(
      'POST',
      path`/project/${this.projectId}/provider/${providerId}/deactivate`,
      { base: 'legacy' },
      options,
    );
  }
}
