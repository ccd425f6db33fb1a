import { afterLoad, Lazy } from '../lazy';
import { PaymentsService } from '../services/payments';
import { PrivateNotificationsService } from '../services/private-notifications';
import { ProjectSelfService } from '../services/project-self';
import { Transport } from '../transport';
import type { Project } from '../types';
import { type ClientOptions, required, transportOptions } from './options';

export interface PrivateClientOptions extends ClientOptions {
  /** The project's private key, sent as `X-Private-Key`. Keep it on servers only. */
  privateKey: string;
}

/**
 * The client of a project's private key, for trusted back ends, on the newer base (`/api/v2`). Before
 * its first call, once, it loads its project (`GET /project/self`).
 */
export class PrivateClient {
  /** In-app, SMS and push notifications to the project's users. */
  readonly notifications: PrivateNotificationsService;
  /** Payment links and transactions. */
  readonly payments: PaymentsService;
  readonly #project: Lazy<Project>;

  /**
   * Makes no request.
   *
   * @throws {ClientError} `MISSING_OPTION` when `url` or `privateKey` is missing, `NO_FETCH` when no
   *   `fetch` is available.
   */
  constructor(options: PrivateClientOptions) {
    const privateKey = required('PrivateClient', 'privateKey', options.privateKey, options.url);
    const transport = new Transport({ ...transportOptions(options), privateKey });
    const self = new ProjectSelfService(transport);
    this.#project = new Lazy(() => self.get());

    const sender = afterLoad(transport, () => this.#project.get());
    this.notifications = new PrivateNotificationsService(sender);
    this.payments = new PaymentsService(sender);
  }

  /**
   * The key's project (no private key, `v2` providers only), loaded before the first call and kept.
   *
   * @throws {ClientError} 401 `INVALID_PRIVATE_KEY`; a failed load is tried again by the next call.
   */
  project(): Promise<Project> {
    return this.#project.get();
  }
}
