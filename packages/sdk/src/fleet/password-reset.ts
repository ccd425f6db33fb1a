import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { FleetPasswordResetCodeInput, FleetPasswordResetInput, FleetPasswordResetSent } from './types';

/** Password reset by a code sent to the account's phone or e-mail, with the project's public key. */
export class FleetPasswordResetService extends BaseService {
  /**
   * `POST /fleet/password-reset/code`: sends a 6-digit code by SMS (`channel: 'phone'`) or e-mail
   * (`channel: 'email'`) when an account has that destination. The answer is the same when none has.
   *
   * @throws {ClientError} 429 `RATE_LIMITED`; 502 `SMS_NOT_SENT` / `EMAIL_NOT_SENT`.
   */
  sendCode(body: FleetPasswordResetCodeInput, options?: RequestOptions): Promise<FleetPasswordResetSent> {
    return this.transport.send('POST', path`/fleet/password-reset/code`, { body }, options);
  }

  /**
   * `POST /fleet/password-reset`: sets the new password and ends all the user's sessions.
   *
   * @throws {ClientError} 400 `INVALID_CODE`; 400 `VALIDATION_FAILED` (field `newPassword`: the
   *   password rules, or `differs_from_current`).
   */
  async complete(body: FleetPasswordResetInput, options?: RequestOptions): Promise<void> {
    await this.transport.send('POST', path`/fleet/password-reset`, { body }, options);
  }
}
