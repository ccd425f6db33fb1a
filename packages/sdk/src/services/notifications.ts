import type {
  AllNotificationsSeen,
  UserNotification,
  UserNotificationPage,
  VapidPublicKey,
  WebPushSubscription,
  WebPushSubscriptionBody,
} from '@fuel/server/contract';
import { reviveDates } from '../dates';
import { type LiveOptions, type LiveSubscription, subscribeEvents } from '../event-stream';
import type { ListNotificationsQuery } from '../inputs';
import type { InLanguage } from '../localized';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/** The end user's notifications and Web Push registration, on the newer base. */
export class NotificationsService extends BaseService {
  /**
   * `GET /notification/live`: calls `onNotification` with each new in-app notification of the user as it
   * arrives (server-sent events; the list's item, dates as `Date`s), until `close()`. A dropped stream is
   * opened again by itself after a wait; it carries only what is sent while it is open, so read the list
   * again in `onOpen` for what came meanwhile. A 4xx answer (the session ended) stops it, through `onError`.
   *
   * ```ts
   * const live = user.notifications.live((notification) => show(notification), { onOpen: refreshList });
   * live.close();
   * ```
   */
  live(onNotification: (notification: UserNotification) => void, options?: LiveOptions): LiveSubscription {
    return subscribeEvents(
      (signal) =>
        this.transport.send<ReadableStream<Uint8Array>>(
          'GET',
          path`/notification/live`,
          { read: 'stream' },
          { ...options, signal },
        ),
      (event) => {
        if (event.event === 'notification')
          onNotification(reviveDates<UserNotification>(JSON.parse(event.data)));
      },
      options,
    );
  }
  /**
   * `GET /notification`: newest first, with `unseen` (the count of those not seen, on all pages);
   * `lang` flattens title and body to strings; `unseen: true` keeps the unseen ones; `unseenFirst: true`
   * puts them on top.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` for a bad `limit`, `page` or `type`.
   */
  list<L extends string | undefined = undefined>(
    query: ListNotificationsQuery & { lang?: L } = {},
    options?: RequestOptions,
  ): Promise<InLanguage<UserNotificationPage, L>> {
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
