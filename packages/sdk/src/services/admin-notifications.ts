import type { NotificationReceipt, Page, SmsMessage } from '@fuel/server/contract';
import type { SmsOutboxQuery } from '../inputs';
import { path } from '../path';
import { ProjectScopedService } from '../service';
import type { RequestOptions } from '../transport';
import type { NotificationInput } from '../types';

/**
 * Notifications an admin sends to the users of their project, on the newer base. Delivery happens
 * after the answer, through the server's outbox (retried until delivered, once per recipient).
 */
export class AdminNotificationsService extends ProjectScopedService {
  /**
   * `POST /notification`: EMAIL, SMS, PUSH or IN_APP to `userIds` of the project, or `allUsers: true`.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`userIds`: neither or both audiences; `userIds.N`:
   *   `exists` for a user of another project; `title`/`body` without text; `inAppType` off IN_APP),
   *   404 `NOT_FOUND` for a project the admin does not manage.
   */
  send(body: NotificationInput, options?: RequestOptions): Promise<NotificationReceipt> {
    return this.transport.send(
      'POST',
      path`/notification`,
      { body: { ...body, projectId: this.projectId } },
      options,
    );
  }

  /**
   * `GET /notification/sms/outbox`: the SMS the local gateway recorded in the project, newest first
   * (only while no real SMS gateway is configured; sign-up codes can be read here in development).
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED`, 404 `NOT_FOUND` for another admin's project.
   */
  smsOutbox(query: SmsOutboxQuery = {}, options?: RequestOptions): Promise<Page<SmsMessage>> {
    return this.transport.send(
      'GET',
      path`/notification/sms/outbox`,
      { query: { ...query, projectId: this.projectId } },
      options,
    );
  }
}
