import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { FleetSession, FleetSignupCodeInput, FleetSignupInput, FleetVerificationSent } from './types';

/** A company's sign-up, with the project's public key: a code by SMS, then the account. */
export class FleetSignupService extends BaseService {
  /**
   * `POST /fleet/signup/code`: texts a 6-digit code to the phone (valid 10 minutes, 5 tries).
   *
   * @returns the verification id to send with the code, its expiry and when a new code may be asked for.
   * @throws {ClientError} 502 `SMS_NOT_SENT`; 429 `RATE_LIMITED` (one code a minute, five an hour per
   *   number; `response.headers` are not kept, the message says when).
   */
  sendCode(body: FleetSignupCodeInput, options?: RequestOptions): Promise<FleetVerificationSent> {
    return this.transport.send('POST', path`/fleet/signup/code`, { body }, options);
  }

  /**
   * `POST /fleet/signup`: creates the company, its SUPER_ADMIN (a new end user of the project) and a
   * session, all or nothing.
   *
   * @returns the session id (for a `FleetClient` or `UserClient` with the same project key), the
   *   user, the company and the membership.
   * @throws {ClientError} 400 `VALIDATION_FAILED` (field `password`, rules `min_length`, `uppercase`,
   *   `lowercase`, `digit`, `special`); 404 `IC_NOT_FOUND`; 400 `INVALID_CODE` (rule `mismatch`,
   *   `expired`, `attempts_exhausted`, `used` or, on `verificationId`, `unknown`); 409
   *   `CONTRAGENT_EXISTS` (field `identificationCode`, `email` or `phone`).
   */
  complete(body: FleetSignupInput, options?: RequestOptions): Promise<FleetSession> {
    return this.transport.send('POST', path`/fleet/signup`, { body }, options);
  }
}
