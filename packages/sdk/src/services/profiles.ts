import type { BlockStatus, Page, ProfileBasic, ProfileFull } from '@fuel/server/contract';
import type { ProfileSearch } from '../inputs';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { FollowListInput, UpdateProfileInput } from '../types';

/**
 * E-commerce profiles for end users, on the newer base: their own, others' public views, follow and
 * block. A profile's id is its end user's id; profiles of other projects answer 404 `NOT_FOUND`.
 */
export class ProfilesService extends BaseService {
  /**
   * `GET /ecommerce/profile/{id}`: a profile's public view (display name, avatar, interests, counts).
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  get(profileId: string, options?: RequestOptions): Promise<ProfileBasic> {
    return this.transport.send('GET', path`/ecommerce/profile/${profileId}`, {}, options);
  }

  /**
   * `GET /ecommerce/profile/{id}/full`: the user's own profile with its contact fields.
   *
   * @throws {ClientError} 404 `NOT_FOUND` for anyone else's profile.
   */
  getFull(profileId: string, options?: RequestOptions): Promise<ProfileFull> {
    return this.transport.send('GET', path`/ecommerce/profile/${profileId}/full`, {}, options);
  }

  /**
   * `PUT /ecommerce/profile`: changes the given fields of the user's own profile.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (with `fields`).
   */
  update(body: UpdateProfileInput, options?: RequestOptions): Promise<ProfileFull> {
    return this.transport.send('PUT', path`/ecommerce/profile`, { body }, options);
  }

  /**
   * `POST /ecommerce/profile/search`: profiles of the project, those the user blocks left out
   * (`query`, `interestsIn`, `inUserIds`, `notInUserIds`, `sort`: `created` or `name`, `order`, `limit`,
   * `page` in a JSON body).
   *
   * @returns a page `{ items, total, page, limit }`.
   */
  search(filters: ProfileSearch = {}, options?: RequestOptions): Promise<Page<ProfileBasic>> {
    return this.transport.send('POST', path`/ecommerce/profile/search`, { body: filters }, options);
  }

  /**
   * `POST /ecommerce/profile/{id}/follow`: follows the profile (again: no change).
   *
   * @returns the followed profile with its new counts.
   * @throws {ClientError} 403 `BLOCKED` when either of the two blocks the other; 400
   *   `VALIDATION_FAILED` (field `id`, rule `not_self`) for oneself; 404 `NOT_FOUND`.
   */
  follow(profileId: string, options?: RequestOptions): Promise<ProfileBasic> {
    return this.transport.send('POST', path`/ecommerce/profile/${profileId}/follow`, {}, options);
  }

  /** `DELETE /ecommerce/profile/{id}/follow`: stops following. @throws {ClientError} 404 `NOT_FOUND`. */
  async unfollow(profileId: string, options?: RequestOptions): Promise<void> {
    await this.transport.send('DELETE', path`/ecommerce/profile/${profileId}/follow`, {}, options);
  }

  /**
   * `POST /ecommerce/profile/{id}/followers` with `{ limit, page }`: who follows the profile, newest first.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  followers(
    profileId: string,
    paging: FollowListInput = {},
    options?: RequestOptions,
  ): Promise<Page<ProfileBasic>> {
    return this.transport.send(
      'POST',
      path`/ecommerce/profile/${profileId}/followers`,
      { body: paging },
      options,
    );
  }

  /**
   * `POST /ecommerce/profile/{id}/followings` with `{ limit, page }`: whom the profile follows, newest first.
   *
   * @throws {ClientError} 404 `NOT_FOUND`.
   */
  followings(
    profileId: string,
    paging: FollowListInput = {},
    options?: RequestOptions,
  ): Promise<Page<ProfileBasic>> {
    return this.transport.send(
      'POST',
      path`/ecommerce/profile/${profileId}/followings`,
      { body: paging },
      options,
    );
  }

  /**
   * `POST /ecommerce/profile/{id}/block`: blocks the profile. It leaves the user's searches, follows
   * between the two end, and neither may follow the other until unblocked.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (rule `not_self`) for oneself; 404 `NOT_FOUND`.
   */
  block(profileId: string, options?: RequestOptions): Promise<BlockStatus> {
    return this.transport.send('POST', path`/ecommerce/profile/${profileId}/block`, {}, options);
  }

  /** `DELETE /ecommerce/profile/{id}/block`: unblocks the profile. @throws {ClientError} 404 `NOT_FOUND`. */
  async unblock(profileId: string, options?: RequestOptions): Promise<void> {
    await this.transport.send('DELETE', path`/ecommerce/profile/${profileId}/block`, {}, options);
  }

  /** `GET /ecommerce/profile/{id}/block`: whether the user blocks the profile, and since when. */
  blockStatus(profileId: string, options?: RequestOptions): Promise<BlockStatus> {
    return this.transport.send('GET', path`/ecommerce/profile/${profileId}/block`, {}, options);
  }
}
