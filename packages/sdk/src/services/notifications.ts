import type {
  AllNotificationsSeen,
  ListNotificationsQuery,
  UserNotification,
  UserNotificationPage,
  VapidPublicKey,
  WebPushSubscription,
  WebPushSubscriptionBody,
} from '@fuel/server/contract';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/** The end user's notifications and Web Push registration, on the newer base. */
export class NotificationsService extends BaseService {
  /**
   * `GET /notification`: newest first, with `unseen` (all pages); `lang` flattens title and body;
   * `unseen: 'true'` keeps the unseen ones; `unseenFirst: 'true'` puts them on top.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` for a bad `limit`, `page` or `type`.
   */
  list(query: ListNotificationsQuery = {}, options?: RequestOptions): Promise<UserNotificationPage> {
    return this.transport.send('GET', path`/notification`, { query }, options);
  }

  /**
   * `PUT /notification/{id}/seen`: idempotent, the first time is kept.
   *
   * @throws {ClientError} 404 `NOT_FOUND` for a notification that is not the user's.
   */
  markSeen(id: string, options?: RequestOptions): Promise<UserNotification> {
    return this.transport.send('PUT', path`/notification/${id}/seen`, {}, options);
  }

  /** `PUT /notification/seen`: marks all the user's notifications seen; answers how many were unseen. */
  markAllSeen(options?: RequestOptions): Promise<AllNotificationsSeen> {
    return this.transport.send('PUT', path`/notification/seen`, {}, options);
  }

  /** `GET /pushNotification/vapidPublicKey`: the `applicationServerKey` for `pushManager.subscribe()`. */
  vapidPublicKey(options?: RequestOptions): Promise<VapidPublicKey> {
    return this.transport.send('GET', path`/pushNotification/vapidPublicKey`, {}, options);
  }

  /**
   * `POST /pushNotification/subscriptions`: registers the browser's subscription
   * (`subscription.toJSON()`); registering it again updates it.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`endpoint`, `keys.p256dh`, `keys.auth`).
   */
  subscribePush(
    subscription: WebPushSubscriptionBody,
    options?: RequestOptions,
  ): Promise<WebPushSubscription> {
    return this.transport.send(
      'POST',
      path`/pushNotification/subscriptions`,
      { body: subscription },
      options,
    );
  }

  /**
   * `DELETE /pushNotification/subscriptions?endpoint=`.
   *
   * @throws {ClientError} 404 `NOT_FOUND` when the user has no subscription with this endpoint.
   */
  async unsubscribePush(endpoint: string, options?: RequestOptions): Promise<void> {
    await this.transport.send(
      'DELETE',
      path`/pushNotification/subscriptions`,
      { query: { endpoint } },
      options,
    );
  }
}
