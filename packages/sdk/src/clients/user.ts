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
import { Transport } from '../transport';
import type { User } from '../types';
import { type ClientOptions, required, transportOptions } from './options';

export interface UserClientOptions extends ClientOptions {
  /** The end user's session id (from signup or login), sent as `X-Session-Id`. */
  sessionId: string;
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
  readonly #user: Lazy<User>;

  /**
   * Makes no request.
   *
   * @throws {TypeError} when `url`, `sessionId` or `projectKey` is missing, or no `fetch` is available.
   */
  constructor(options: UserClientOptions) {
    const sessionId = required('UserClient', 'sessionId', options.sessionId);
    const projectKey = required('UserClient', 'projectKey', options.projectKey);
    const transport = new Transport({ ...transportOptions(options), sessionId, projectKey });
    const self = new UserSelfService(transport);
    this.#user = new Lazy(() => self.get());

    const sender = afterLoad(transport, () => this.#user.get());
    this.self = new UserSelfService(sender);
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
   * @throws {ClientError} 401 `INVALID_SESSION` or `INVALID_PROJECT_KEY`; a failed load is tried again
   *   by the next call.
   */
  user(): Promise<User> {
    return this.#user.get();
  }
}
