import type { User } from '@fuel/server/contract';
import { path } from '../path';
import { BaseService, type Sender } from '../service';
import type { RequestOptions } from '../transport';
import type { UpdatePasswordInput, UpdateSelfInput } from '../types';

/** The signed-in end user's own account, on the newer base. */
export class UserSelfService extends BaseService {
  /** @param ended called after a logout, to forget the session. */
  constructor(
    transport: Sender,
    private readonly ended?: () => void,
  ) {
    super(transport);
  }

  /**
   * `GET /auth/self`: fetches the signed-in user anew (`UserClient.user()` keeps the first one).
   *
   * @throws {ClientError} 401 `INVALID_SESSION`, `INVALID_PROJECT_KEY`.
   */
  get(options?: RequestOptions): Promise<User> {
    return this.transport.send('GET', path`/auth/self`, {}, options);
  }

  /**
   * `POST /auth/self/update`: changes the user's own phone, names or metadata.
   *
   * @returns the updated user.
   * @throws {ClientError} 400 `VALIDATION_FAILED` (with `fields`), 409 `CONFLICT` for a phone taken in
   *   the project.
   */
  update(body: UpdateSelfInput, options?: RequestOptions): Promise<User> {
    return this.transport.send('POST', path`/auth/self/update`, { body }, options);
  }

  /**
   * `POST /auth/self/updatePassword`: changes the password after checking the old one. The user's
   * other sessions end; this one stays.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` with the field `oldPassword` (rule `matches_current`)
   *   for a wrong old password, or `newPassword` for one that is too short or unchanged.
   */
  async updatePassword(body: UpdatePasswordInput, options?: RequestOptions): Promise<void> {
    await this.transport.send('POST', path`/auth/self/updatePassword`, { body }, options);
  }

  /**
   * `POST /auth/logout`: ends the session; the client forgets it (`onSessionChange` hears `null`) and
   * its later calls fail with `SESSION_REQUIRED` until its store holds a new session.
   *
   * @throws {ClientError} 401 `INVALID_SESSION` when the session has already ended.
   */
  async logout(options?: RequestOptions): Promise<void> {
    await this.transport.send('POST', path`/auth/logout`, {}, options);
    this.ended?.();
  }
}
