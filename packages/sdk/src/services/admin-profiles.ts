import type { Page, ProfileBasic, ProfileFull } from '@fuel/server/contract';
import type { AdminProfileSearch } from '../inputs';
import { path } from '../path';
import { ProjectScopedService } from '../service';
import type { RequestOptions } from '../transport';
import type { UpdateProfileInput } from '../types';

/**
 * End users' e-commerce profiles for the project's admins: search and reads on the newer base, updates
 * on the legacy base (as the spec has them). A profile's id is its end user's id; a profile is made on
 * first access. A project the admin does not manage answers 404 `NOT_FOUND`.
 */
export class AdminProfilesService extends ProjectScopedService {
  /**
   * `GET /project/{id}/ecommerce/profile/search`: full profiles of the project. `interestsIn`,
   * `inUserIds` and `notInUserIds` go comma-joined and are left out when empty; `query` matches part of
   * the display name; `sort` is `created` (newest first) or `name` (A first), `order` reverses it.
   *
   * @returns a page `{ items, total, page, limit }`.
   * @throws {ClientError} 404 `NOT_FOUND` unless the admin manages the project; 400 `VALIDATION_FAILED`.
   */
  search(filters: AdminProfileSearch = {}, options?: RequestOptions): Promise<Page<ProfileFull>> {
    return this.transport.send(
      'GET',
      path`/project/${this.projectId}/ecommerce/profile/search`,
      { query: { ...filters } },
      options,
    );
  }

  /**
   * `GET /project/{id}/ecommerce/profile/{profileId}`: the full profile, with contact fields.
   *
   * @throws {ClientError} 404 `NOT_FOUND` for a user of another project or an unknown one.
   */
  get(profileId: string, options?: RequestOptions): Promise<ProfileFull> {
    return this.transport.send(
      'GET',
      path`/project/${this.projectId}/ecommerce/profile/${profileId}`,
      {},
      options,
    );
  }

  /**
   * `GET /project/{id}/ecommerce/profile/{profileId}/basic`: the public view.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  getBasic(profileId: string, options?: RequestOptions): Promise<ProfileBasic> {
    return this.transport.send(
      'GET',
      path`/project/${this.projectId}/ecommerce/profile/${profileId}/basic`,
      {},
      options,
    );
  }

  /**
   * `PUT /project/{id}/ecommerce/profile/{profileId}` (legacy base): changes the given fields.
   *
   * @throws {ClientError} 404 `NOT_FOUND`; 400 `VALIDATION_FAILED` (with `fields`).
   */
  update(profileId: string, body: UpdateProfileInput, options?: RequestOptions): Promise<ProfileFull> {
    return this.transport.send(
      'PUT',
      path`/project/${this.projectId}/ecommerce/profile/${profileId}`,
      { base: 'legacy', body },
      options,
    );
  }
}
