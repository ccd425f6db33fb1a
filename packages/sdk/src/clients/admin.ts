import { kitError } from '../errors';
import { afterLoad, Lazy } from '../lazy';
import type { Sender } from '../service';
import { AdminAuthService } from '../services/admin-auth';
import { AdminProjectsService } from '../services/admin-projects';
import { AdminRequestActionsService } from '../services/admin-request-actions';
import { AdminSelfService } from '../services/admin-self';
import {
  renewingSession,
  SessionKeeper,
  type SessionListener,
  sessionOf,
  sharedInFlight,
} from '../session-keeper';
import { Transport } from '../transport';
import type { Admin } from '../types';
import { AdminProjectScope } from './admin-project';
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
 * The client of a project administrator, on the legacy (`/api/v1`) and newer (`/api/v2`) bases: its
 * projects, and through `project(id)` each project's providers, content models and entities, requests,
 * holidays, employees, e-commerce, notifications and support chat. Before its first call, once, it
 * logs in (when it has no session but email and password) and loads its admin (`GET /self`); every
 * call waits for that.
 */
export class AdminClient {
  readonly self: AdminSelfService;
  /** The admin's projects: list and create; one project's calls are under {@link project}. */
  readonly projects: AdminProjectsService;
  /** Request actions by their id (get, comment, move); a project's list and new ones: `project(id)`. */
  readonly requestActions: AdminRequestActionsService;
  readonly #keeper: SessionKeeper;
  readonly #ready: () => Promise<Admin>;
  readonly #sender: Sender;

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
    // A given session id wins over the store's; the same id keeps the expiry the store knows.
    if (options.sessionId && keeper.sessionId !== options.sessionId)
      keeper.save({ sessionId: options.sessionId });
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
      if (login && !keeper.live) return login();
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
    this.requestActions = new AdminRequestActionsService(sender);
    this.#sender = sender;
  }

  /**
   * One project of the admin's, by id: its calls and services without repeating the id
   * (`admin.project(id).entities.list('news')`). Makes no request.
   */
  project(projectId: string): AdminProjectScope {
    return new AdminProjectScope(this.#sender, projectId);
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
