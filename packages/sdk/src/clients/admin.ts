import { kitError } from '../errors';
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
import {
  renewingSession,
  SessionKeeper,
  type SessionListener,
  sessionOf,
  sharedInFlight,
} from '../session-keeper';
import { Transport } from '../transport';
import type { Admin } from '../types';
import { type ClientOptions, type SessionOptions, transportOptions } from './options';

/** The message of the error a credential-less {@link AdminClient} throws (spec section 8). */
export const ADMIN_CREDENTIALS_REQUIRED = 'Session ID or email and password must be provided.';

export interface AdminClientOptions extends ClientOptions, SessionOptions {
  /** An admin session id (`X-Session-Id`); wins over the store's and over `email` and `password`. */
  sessionId?: string;
  /**
   * With `password`: the client logs in before its first call when it has no session (none given,
   * none in the store, or the stored one expired), and again, once, when the server ends its session.
   */
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
  readonly #keeper: SessionKeeper;
  readonly #ready: () => Promise<Admin>;

  /**
   * Makes no request: the login, if any, happens before the first call.
   *
   * @throws {ClientError} `CREDENTIALS_REQUIRED` with the message `Session ID or email and password must
   *   be provided.` when there is no session id (given or stored) and not both email and password;
   *   `MISSING_OPTION` without `url`; `NO_FETCH` when no `fetch` is available.
   */
  constructor(options: AdminClientOptions) {
    const { email, password } = options;
    const keeper = new SessionKeeper(options.store);
    if (options.sessionId) keeper.save({ sessionId: options.sessionId });
    if (!keeper.current && !(email && password)) {
      throw kitError('CREDENTIALS_REQUIRED', ADMIN_CREDENTIALS_REQUIRED, options.url);
    }
    this.#keeper = keeper;
    const transport = new Transport({ ...transportOptions(options), sessionId: () => keeper.sessionId });
    // The login goes without the session header: a stale session would make the server refuse it.
    const auth = new AdminAuthService(new Transport(transportOptions(options)));
    const login =
      email && password
        ? sharedInFlight(async () => keeper.save(sessionOf(await auth.login({ email, password }))))
        : undefined;
    const ensureSession = async () => {
      const session = keeper.current;
      if (login && (!session || (session.expiresAt && session.expiresAt.getTime() <= Date.now()))) {
        return login();
      }
      keeper.require(transport.url);
    };

    const renewing = renewingSession(transport, keeper, login);
    const self = new AdminSelfService(renewing);
    const admin = new Lazy(() => self.get());
    this.#ready = async () => {
      await ensureSession();
      return admin.get();
    };

    const sender = afterLoad(transport, this.#ready, renewing);
    this.self = new AdminSelfService(sender, () => keeper.save(null));
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
    return this.#ready();
  }

  /** The session id the client sends: the given or stored one, or its login's once it has happened. */
  get sessionId(): string | undefined {
    return this.#keeper.sessionId;
  }

  /**
   * Calls `listener` with the new session after each login (the first, lazy one and any renewal), and
   * with `null` after a logout or when the server ended a session the client cannot renew.
   *
   * @returns a function that stops the calls.
   */
  onSessionChange(listener: SessionListener): () => void {
    return this.#keeper.onChange(listener);
  }
}
