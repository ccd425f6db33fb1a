import { kitError } from '../errors';
import { afterLoad, Lazy } from '../lazy';
import { BoxesService } from '../services/boxes';
import { EventsService } from '../services/events';
import { IntranetService } from '../services/intranet';
import { ItemsService } from '../services/items';
import { NotificationsService } from '../services/notifications';
import { OrdersService } from '../services/orders';
import { ProfilesService } from '../services/profiles';
import { RequestActionsService } from '../services/request-actions';
import { UserSelfService } from '../services/user-self';
import { renewingSession, SessionKeeper, type SessionListener } from '../session-keeper';
import { Transport } from '../transport';
import type { User } from '../types';
import { type ClientOptions, required, type SessionOptions, transportOptions } from './options';

export interface UserClientOptions extends ClientOptions, SessionOptions {
  /**
   * The end user's session id (from signup or login), sent as `X-Session-Id`; wins over the store's.
   * Without it, the client reads the session from `store` before every call.
   */
  sessionId?: string;
  /** The public key of the user's project, sent as `X-Project-Key`. */
  projectKey: string;
}

/**
 * The client of a project's end user, on the newer base (`/api/v2`). Before its first call, once, it
 * loads its user (`GET /auth/self`); every call waits for that.
 */
export class UserClient {
  readonly self: UserSelfService;
  readonly requestActions: RequestActionsService;
  readonly events: EventsService;
  readonly boxes: BoxesService;
  readonly intranet: IntranetService;
  /** The project's items on sale; the user's own orders; e-commerce profiles, follow and block. */
  readonly items: ItemsService;
  readonly orders: OrdersService;
  readonly profiles: ProfilesService;
  /** The user's notifications (list, seen) and Web Push registration. */
  readonly notifications: NotificationsService;
  readonly #keeper: SessionKeeper;
  readonly #ready: () => Promise<User>;

  /**
   * Makes no request.
   *
   * @throws {ClientError} `MISSING_OPTION` when `url` or `projectKey` is missing, or when there is
   *   neither a `sessionId` nor a `store`; `NO_FETCH` when no `fetch` is available.
   */
  constructor(options: UserClientOptions) {
    const projectKey = required('UserClient', 'projectKey', options.projectKey, options.url);
    if (!options.sessionId && !options.store) {
      throw kitError('MISSING_OPTION', 'UserClient needs options.sessionId or options.store', options.url);
    }
    const keeper = new SessionKeeper(options.store);
    // A given session id wins over the store's; the same id keeps the expiry the store knows.
    if (options.sessionId && keeper.sessionId !== options.sessionId)
      keeper.save({ sessionId: options.sessionId });
    this.#keeper = keeper;
    const transport = new Transport({
      ...transportOptions(options),
      sessionId: () => keeper.sessionId,
      projectKey,
    });
    const renewing = renewingSession(transport, keeper);
    const self = new UserSelfService(renewing);
    // The user is loaded once per session: a store that receives another session brings another user.
    let loaded: { sessionId: string; user: Lazy<User> } | undefined;
    this.#ready = () => {
      const { sessionId } = keeper.require(transport.url);
      if (loaded?.sessionId !== sessionId) loaded = { sessionId, user: new Lazy(() => self.get()) };
      return loaded.user.get();
    };

    const sender = afterLoad(transport, this.#ready, renewing);
    this.self = new UserSelfService(sender, () => keeper.save(null));
    this.requestActions = new RequestActionsService(sender);
    this.events = new EventsService(sender);
    this.boxes = new BoxesService(sender);
    this.intranet = new IntranetService(sender);
    this.items = new ItemsService(sender);
    this.orders = new OrdersService(sender);
    this.profiles = new ProfilesService(sender);
    this.notifications = new NotificationsService(sender);
  }

  /**
   * The signed-in user as loaded before the first call and kept (`self.get()` fetches it anew).
   *
   * @throws {ClientError} 401 `INVALID_SESSION` (the session is then forgotten) or
   *   `INVALID_PROJECT_KEY`; `SESSION_REQUIRED` or `SESSION_EXPIRED` without a valid session. A failed
   *   load is tried again by the next call.
   */
  user(): Promise<User> {
    return this.#ready();
  }

  /** The session id the client sends: the given one, or the store's. */
  get sessionId(): string | undefined {
    return this.#keeper.sessionId;
  }

  /**
   * Calls `listener` with `null` when the session ends: after `self.logout()`, when the server answers
   * 401 `INVALID_SESSION`, or when the kept session's `expiresAt` has passed.
   *
   * @returns a function that stops the calls.
   */
  onSessionChange(listener: SessionListener): () => void {
    return this.#keeper.onChange(listener);
  }
}
