import { afterLoad, Lazy } from '../lazy';
import { AdminAuthService } from '../services/admin-auth';
import { AdminChatService } from '../services/admin-chat';
import { AdminContactRequestsService } from '../services/admin-contact';
import { AdminHolidaysService } from '../services/admin-holidays';
import { AdminItemsService } from '../services/admin-items';
import { AdminNotificationsService } from '../services/admin-notifications';
import { AdminOrdersService } from '../services/admin-orders';
import { AdminProfilesService } from '../services/admin-profiles';
import { AdminProjectsService } from '../services/admin-projects';
import { AdminRequestActionsService } from '../services/admin-request-actions';
import { AdminSelfService } from '../services/admin-self';
import { CustomTypesService } from '../services/custom-types';
import { EmployeesService } from '../services/employees';
import { EntitiesService } from '../services/entities';
import { ProvidersService } from '../services/providers';
import { Transport } from '../transport';
import type { Admin } from '../types';
import { type ClientOptions, transportOptions } from './options';

/** The message of the error a credential-less {@link AdminClient} throws (spec section 8). */
export const ADMIN_CREDENTIALS_REQUIRED = 'Session ID or email and password must be provided.';

export interface AdminClientOptions extends ClientOptions {
  /** An admin session id (`X-Session-Id`); wins over `email` and `password`. */
  sessionId?: string;
  /** With `password`, when there is no session id: the client logs in before its first call. */
  email?: string;
  password?: string;
}

/**
 * The client of a project administrator: projects, providers, content models and entities, on the
 * legacy (`/api/v1`) and newer (`/api/v2`) bases. Before its first call, once, it logs in (when given
 * email and password) and loads its admin (`GET /self`); every call waits for that.
 */
export class AdminClient {
  readonly self: AdminSelfService;
  readonly projects: AdminProjectsService;
  readonly providers: ProvidersService;
  readonly requestActions: AdminRequestActionsService;
  readonly holidays: AdminHolidaysService;
  readonly employees: EmployeesService;
  readonly customTypes: CustomTypesService;
  readonly entities: EntitiesService;
  /** Messages from the projects' public contact forms. */
  readonly contactRequests: AdminContactRequestsService;
  /** E-commerce items of the admin's projects. */
  readonly items: AdminItemsService;
  readonly orders: AdminOrdersService;
  readonly profiles: AdminProfilesService;
  /** Notifications to the project's users (any channel) and the local SMS outbox. */
  readonly notifications: AdminNotificationsService;
  /** Support conversations over REST; the live chat is `ChatClient` from `@fuel/sdk/chat`. */
  readonly chat: AdminChatService;
  readonly #transport: Transport;
  readonly #admin: Lazy<Admin>;

  /**
   * Makes no request: the login, if any, happens before the first call.
   *
   * @throws {Error} `Session ID or email and password must be provided.` when neither a session id nor
   *   both email and password are given.
   * @throws {TypeError} when `url` is missing or no `fetch` is available.
   */
  constructor(options: AdminClientOptions) {
    const { sessionId, email, password } = options;
    if (!sessionId && !(email && password)) throw new Error(ADMIN_CREDENTIALS_REQUIRED);
    const transport = new Transport({ ...transportOptions(options), sessionId });
    this.#transport = transport;

    const auth = new AdminAuthService(transport);
    const self = new AdminSelfService(transport);
    this.#admin = new Lazy(async () => {
      if (!transport.sessionId) {
        transport.sessionId = (await auth.login({ email: email!, password: password! })).sessionId;
      }
      return self.get();
    });

    const sender = afterLoad(transport, () => this.#admin.get());
    this.self = new AdminSelfService(sender);
    this.projects = new AdminProjectsService(sender);
    this.providers = new ProvidersService(sender);
    this.requestActions = new AdminRequestActionsService(sender);
    this.holidays = new AdminHolidaysService(sender);
    this.employees = new EmployeesService(sender);
    this.customTypes = new CustomTypesService(sender);
    this.entities = new EntitiesService(sender);
    this.contactRequests = new AdminContactRequestsService(sender);
    this.items = new AdminItemsService(sender);
    this.orders = new AdminOrdersService(sender);
    this.profiles = new AdminProfilesService(sender);
    this.notifications = new AdminNotificationsService(sender);
    this.chat = new AdminChatService(sender);
  }

  /**
   * The signed-in admin, loaded before the first call (after the login, if any) and kept.
   *
   * @throws {ClientError} 401 `INVALID_CREDENTIALS` (login) or `INVALID_SESSION`; a failed load is
   *   tried again by the next call.
   */
  admin(): Promise<Admin> {
    return this.#admin.get();
  }

  /** The session id the client sends: the given one, or the lazy login's once it has happened. */
  get sessionId(): string | undefined {
    return this.#transport.sessionId;
  }
}
