import type { Admin } from '@fuel/server/contract';
import { path } from '../path';
import { BaseService, type Sender } from '../service';
import type { RequestOptions } from '../transport';

/** The signed-in admin's own account, on the legacy base. */
export class AdminSelfService extends BaseService {
  /** @param ended called after a logout, to forget the session. */
  constructor(
    transport: Sender,
    private readonly ended?: () => void,
  ) {
    super(transport);
  }

  /**
   * `GET /self`: fetches the signed-in admin anew (`AdminClient.admin()` keeps the first one).
   *
   * @throws {ClientError} 401 `INVALID_SESSION` for an unknown or expired session.
   */
  get(options?: RequestOptions): Promise<Admin> {
    return this.transport.send('GET', path`/self`, { base: 'legacy' }, options);
  }

  /**
   * `POST /auth/logout`: ends the session; the client forgets it (`onSessionChange` hears `null`). Its
   * later calls log in anew when it has email and password, else fail with `SESSION_REQUIRED`.
   *
   * @throws {ClientError} 401 `INVALID_SESSION` when the session has already ended.
   */
  async logout(options?: RequestOptions): Promise<void> {
    await this.transport.send('POST', path`/auth/logout`, { base: 'legacy' }, options);
    this.ended?.();
  }
}
