// The end user's notifications on their own (`@fuel/sdk/notifications`): for an app that shows only a
// notifications icon and its live updates beside another client (the business portal's dashboard beside
// `@fuel/sdk/fleet`), without the user client's other services or its load of the user before the
// first call. Bundlers that cannot drop a module's unused exports would take the whole main entry.
import { type ClientOptions, required, transportOptions } from './clients/options';
import { NotificationsService } from './services/notifications';
import { Transport } from './transport';

export { ClientError, type ErrorBody, type FieldError } from './errors';
export type { LiveOptions, LiveSubscription } from './event-stream';
export { NotificationsService };

/** What {@link userNotifications} takes: the client options, the project's public key and a session id. */
export interface UserNotificationsOptions extends ClientOptions {
  projectKey: string;
  sessionId: string;
}

/**
 * The signed-in end user's notifications (`list`, `markSeen`, `markAllSeen`, `live`, Web Push): the
 * same service as `UserClient.notifications`, sent with the given session. Makes no request.
 *
 * @throws {ClientError} `MISSING_OPTION` when `url`, `projectKey` or `sessionId` is missing.
 */
export function userNotifications(options: UserNotificationsOptions): NotificationsService {
  const projectKey = required('userNotifications', 'projectKey', options.projectKey, options.url);
  const sessionId = required('userNotifications', 'sessionId', options.sessionId, options.url);
  return new NotificationsService(new Transport({ ...transportOptions(options), projectKey, sessionId }));
}
