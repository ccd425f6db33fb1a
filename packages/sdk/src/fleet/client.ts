import { type ClientOptions, required, transportOptions } from '../clients/options';
import { type RequestOptions, Transport } from '../transport';
import { FleetPasswordResetService } from './password-reset';
import { FleetPointsService } from './points';
import { FleetRegistryService } from './registry';
import { FleetReportsService } from './reports';
import { FleetSelfService } from './self';
import { withoutSession } from './session';
import { FleetSignupService } from './signup';
import { FleetTransactionsService } from './transactions';
import type { FleetMe } from './types';

export interface FleetClientOptions extends ClientOptions {
  /** The portal project's public key, sent as `X-Project-Key`. */
  projectKey: string;
  /** A company user's session id (from `signup.complete` or `ProjectClient.auth.login`), for `me()`. */
  sessionId?: string;
}

/**
 * The business portal's client of the fleet module, on the newer base (`/api/v2`): the registry,
 * sign-up and password reset with the project key alone, and `me()` with a session. Makes no request
 * before its first call.
 *
 * ```ts
 * const fleet = new FleetClient({ url, projectKey });
 * const { verificationId } = await fleet.signup.sendCode({ phone });
 * const { sessionId } = await fleet.signup.complete({ ...form, verificationId, code });
 * const me = await new FleetClient({ url, projectKey, sessionId }).me();
 * ```
 */
export class FleetClient {
  readonly registry: FleetRegistryService;
  readonly signup: FleetSignupService;
  readonly passwordReset: FleetPasswordResetService;
  /** The company's card purchases (needs `sessionId`). */
  readonly transactions: FleetTransactionsService;
  /** The company's loyalty points: balance, transfers, ledger (needs `sessionId`). */
  readonly points: FleetPointsService;
  /** Consumption and efficiency reports (needs `sessionId`). */
  readonly reports: FleetReportsService;
  readonly #self: FleetSelfService | undefined;

  /** @throws {TypeError} when `url` or `projectKey` is missing, or no `fetch` is available. */
  constructor(options: FleetClientOptions) {
    const projectKey = required('FleetClient', 'projectKey', options.projectKey);
    // The public calls go without the session: a session would make the caller an end user, whom
    // they do not accept.
    const publicTransport = new Transport({ ...transportOptions(options), projectKey });
    this.registry = new FleetRegistryService(publicTransport);
    this.signup = new FleetSignupService(publicTransport);
    this.passwordReset = new FleetPasswordResetService(publicTransport);
    const company = options.sessionId
      ? new Transport({ ...transportOptions(options), projectKey, sessionId: options.sessionId })
      : undefined;
    if (company) this.#self = new FleetSelfService(company);
    const companyCalls = company ?? withoutSession('FleetClient');
    this.transactions = new FleetTransactionsService(companyCalls);
    this.points = new FleetPointsService(companyCalls);
    this.reports = new FleetReportsService(companyCalls);
  }

  /**
   * `GET /fleet/me`: the signed-in company user, their company and membership.
   *
   * @throws {TypeError} (as a rejection) when the client has no `sessionId`.
   * @throws {ClientError} 403 `NOT_A_COMPANY_USER`, 403 `USER_BLOCKED`; 401 `INVALID_SESSION` for an
   *   unknown or expired session.
   */
  async me(options?: RequestOptions): Promise<FleetMe> {
    if (!this.#self) throw new TypeError('FleetClient.me() needs options.sessionId');
    return this.#self.get(options);
  }
}
