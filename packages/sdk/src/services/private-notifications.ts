import type { NotificationReceipt } from '@fuel/server/contract';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';
import type { SendInAppInput, SendPushInput, SendSmsInput } from '../types';

/**
 * Notifications a project's back end sends with its private key, on the newer base. Each answers with
 * the accepted notification; delivery follows through the server's outbox.
 */
export class PrivateNotificationsService extends BaseService {
  /**
   * `POST /notification/sendInApp`: stored for each user's list and pushed live to their open chat
   * connections (`notification:new`).
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`userIds`, `userIds.N`: `exists`, `title`, `body`).
   */
  sendInApp(body: SendInAppInput, options?: RequestOptions): Promise<NotificationReceipt> {
    return this.transport.send('POST', path`/notification/sendInApp`, { body }, options);
  }

  /**
   * `POST /notification/sms`: `{ to, body }` to one phone number.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`to`: not a phone number; `body`: empty or over 1600).
   */
  sms(body: SendSmsInput, options?: RequestOptions): Promise<NotificationReceipt> {
    return this.transport.send('POST', path`/notification/sms`, { body }, options);
  }

  /**
   * `POST /pushNotification/users`: Web Push to every browser the users registered; users without one
   * are recorded as skipped.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`userIds`, `userIds.N`: `exists`, `title`, `body`).
   */
  pushToUsers(body: SendPushInput, options?: RequestOptions): Promise<NotificationReceipt> {
    return this.transport.send('POST', path`/pushNotification/users`, { body }, options);
  }
}
