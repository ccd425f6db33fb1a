import type { AdminSession } from '@fuel/server/contract';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { LoginInput } from '../types';

/** Admin sign-in on the legacy base. The {@link AdminClient} calls it itself, lazily. */
export class AdminAuthService extends BaseService {
  /**
   * `POST /auth/login`: opens an admin session.
   *
   * @returns the session id (to send as `X-Session-Id`), its expiry and the admin.
   * @throws {ClientError} 401 `INVALID_CREDENTIALS` for a wrong e-mail or password, 429 `RATE_LIMITED`
   *   after too many failed tries, 400 `VALIDATION_FAILED` for a malformed e-mail.
   */
  login(body: LoginInput, options?: RequestOptions): Promise<AdminSession> {
    return this.transport.send('POST', path`/auth/login`, { base: 'legacy', body }, options);
  }
}
