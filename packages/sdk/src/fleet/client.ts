import { type ClientOptions, required, transportOptions } from '../clients/options';
import { kitError } from '../errors';
import type { Sender } from '../service';
import type { WebhooksService } from '../services/webhooks';
import { type RequestOptions, Transport } from '../transport';
import { FleetApiClientsService } from './api-clients';
import { FleetCardsService } from './cards';
import { type ClientCredentials, ClientCredentialsSender } from './client-credentials';
import { FleetGroupsService } from './groups';
import { FleetHomeService } from './home';
import { FleetOrdersService } from './orders';
import { FleetPasswordResetService } from './password-reset';
import { FleetPointsService } from './points';
import { FleetRegistryService } from './registry';
import { FleetReportsService } from './reports';
import { FleetSelfService } from './self';
import { FleetSettingsService } from './settings';
import { FleetSignupService } from './signup';
import { FleetTransactionsService } from './transactions';
import type { FleetMe } from './types';
import { FleetUsersService } from './users';
import { FleetVehiclesService } from './vehicles';
import { FleetWebhooksService } from './webhooks';

export interface FleetClientOptions extends ClientOptions {
  /** The portal project's public key, sent as `X-Project-Key` (not needed with `clientCredentials`). */
  projectKey?: string;
  /** A company user's session id (from `signup.complete` or `ProjectClient.auth.login`), for `me()`. */
  sessionId?: string;
  /**
   * An API client's credentials (an ERP's; docs/INTEGRATIONS.md): the company's read services then
   * go with an OAuth2 access token the client fetches, keeps and renews itself, instead of a session.
   */
  clientCredentials?: ClientCredentials;
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
  readonly #self: FleetSelfService | undefined;
  /** What the company's routes go through: the user's session, or an API client's access token. */
  readonly #session: Sender | undefined;
  readonly #services = new Map<string, unknown>();

  /**
   * @throws {ClientError} `MISSING_OPTION` when `url` is missing, or `projectKey` without
   *   `clientCredentials`; `NO_FETCH` when no `fetch` is available.
   */
  constructor(options: FleetClientOptions) {
    const projectKey = options.clientCredentials
      ? options.projectKey
      : required('FleetClient', 'projectKey', options.projectKey, options.url);
    // The public calls go without the session: a session would make the caller an end user, whom
    // they do not accept.
    const publicTransport = new Transport({ ...transportOptions(options), projectKey });
    this.registry = new FleetRegistryService(publicTransport);
    this.signup = new FleetSignupService(publicTransport);
    this.passwordReset = new FleetPasswordResetService(publicTransport);
    if (options.clientCredentials) {
      // The token goes alone: the server refuses it with other credentials.
      const transport = new Transport(transportOptions(options));
      this.#session = new ClientCredentialsSender(transport, options.clientCredentials);
    } else if (options.sessionId) {
      const sessionId = options.sessionId;
      this.#session = new Transport({ ...transportOptions(options), projectKey, sessionId });
      this.#self = new FleetSelfService(this.#session);
    }
  }

  /** The company's API clients (an ERP's credentials). @throws {TypeError} on use without `sessionId`. */
  get apiClients(): FleetApiClientsService {
    return this.#withSession('apiClients', FleetApiClientsService);
  }

  /** The company's users. @throws {TypeError} on use when the client has no `sessionId`. */
  get users(): FleetUsersService {
    return this.#withSession('users', FleetUsersService);
  }

  /** The signed-in user's settings. @throws {TypeError} on use when the client has no `sessionId`. */
  get settings(): FleetSettingsService {
    return this.#withSession('settings', FleetSettingsService);
  }

  /** The dashboard home. @throws {TypeError} on use when the client has no `sessionId`. */
  get home(): FleetHomeService {
    return this.#withSession('home', FleetHomeService);
  }

  /**
   * The company's vehicles, their CSV import and export, and their changes log.
   * @throws {TypeError} on use when the client has no `sessionId`.
   */
  get vehicles(): FleetVehiclesService {
    return this.#withSession('vehicles', FleetVehiclesService);
  }

  /** The company's vehicle groups. @throws {TypeError} on use when the client has no `sessionId`. */
  get groups(): FleetGroupsService {
    return this.#withSession('groups', FleetGroupsService);
  }

  /** Fuel, coupon and wholesale orders. @throws {TypeError} on use when the client has no `sessionId`. */
  get orders(): FleetOrdersService {
    return this.#withSession('orders', FleetOrdersService);
  }

  /** Issued cards and card orders. @throws {TypeError} on use when the client has no `sessionId`. */
  get cards(): FleetCardsService {
    return this.#withSession('cards', FleetCardsService);
  }

  /** The company's card purchases. @throws {TypeError} on use when the client has no `sessionId`. */
  get transactions(): FleetTransactionsService {
    return this.#withSession('transactions', FleetTransactionsService);
  }

  /** The company's loyalty points. @throws {TypeError} on use when the client has no `sessionId`. */
  get points(): FleetPointsService {
    return this.#withSession('points', FleetPointsService);
  }

  /** Consumption and efficiency reports. @throws {TypeError} on use when the client has no `sessionId`. */
  get reports(): FleetReportsService {
    return this.#withSession('reports', FleetReportsService);
  }

  /** The company's webhook endpoints (the integrations page). @throws {TypeError} on use when the client has no `sessionId`. */
  get webhooks(): WebhooksService {
    return this.#withSession('webhooks', FleetWebhooksService);
  }

  /** A session service, made on first use. */
  #withSession<T>(name: string, Service: new (transport: Sender) => T): T {
    if (!this.#session)
      throw new TypeError(`FleetClient.${name} needs options.sessionId or clientCredentials`);
    let service = this.#services.get(name) as T | undefined;
    if (!service) {
      service = new Service(this.#session);
      this.#services.set(name, service);
    }
    return service;
  }

  /**
   * `GET /fleet/me`: the signed-in company user, their company and membership.
   *
   * @throws {ClientError} `SESSION_REQUIRED` (as a rejection) when the client has no `sessionId`.
   * @throws {ClientError} 403 `NOT_A_COMPANY_USER`, 403 `USER_BLOCKED`; 401 `INVALID_SESSION` for an
   *   unknown or expired session.
   */
  async me(options?: RequestOptions): Promise<FleetMe> {
    if (!this.#self) throw kitError('SESSION_REQUIRED', 'FleetClient.me() needs options.sessionId');
    return this.#self.get(options);
  }
}
