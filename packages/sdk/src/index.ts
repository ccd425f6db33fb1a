// The kit's one entry point. Every module here is free of side effects ("sideEffects": false), so a
// bundle keeps only the clients it imports: an end-user app never carries the admin client's code.
export { ADMIN_CREDENTIALS_REQUIRED, AdminClient, type AdminClientOptions } from './clients/admin';
export { AdminProjectScope } from './clients/admin-project';
export type { ClientOptions } from './clients/options';
export { PrivateClient, type PrivateClientOptions } from './clients/private';
export { ProjectClient, type ProjectClientOptions } from './clients/project';
export { UserClient, type UserClientOptions } from './clients/user';
export { parseTimestamp, reviveDates } from './dates';
export {
  ClientError,
  type ClientErrorInit,
  type ErrorBody,
  type FieldError,
  type KitErrorCode,
  type TransportErrorCode,
} from './errors';
export type { LiveOptions, LiveSubscription } from './event-stream';
export type * from './inputs';
export type * from './localized';
export { toQueryString } from './query';
export { BaseService, ProjectScopedService, type Sender } from './service';
export { AdminAuthService } from './services/admin-auth';
export { AdminChatService } from './services/admin-chat';
export { AdminContactRequestsService } from './services/admin-contact';
export { AdminHolidaysService } from './services/admin-holidays';
export { AdminItemsService } from './services/admin-items';
export { AdminNotificationsService } from './services/admin-notifications';
export { AdminOrdersService } from './services/admin-orders';
export { AdminProfilesService } from './services/admin-profiles';
export { AdminProjectService } from './services/admin-project';
export { AdminProjectsService, PROJECT_LIST_LIMIT } from './services/admin-projects';
export {
  type AdminNewRequestActionInput,
  AdminProjectRequestActionsService,
  AdminRequestActionsService,
  type AdminRequestActionUpdate,
} from './services/admin-request-actions';
export { AdminSelfService } from './services/admin-self';
export { BoxesService } from './services/boxes';
export { CmsService } from './services/cms';
export { ContactService } from './services/contact';
export { CustomTypesService } from './services/custom-types';
export { EmployeesService } from './services/employees';
export { EntitiesService } from './services/entities';
export { EventsService } from './services/events';
export { FilesService } from './services/files';
export { IntranetService } from './services/intranet';
export { ItemsService } from './services/items';
export { NotificationsService } from './services/notifications';
export { OrdersService } from './services/orders';
export { PaymentsService, type PayWithLinkInput } from './services/payments';
export { PrivateNotificationsService } from './services/private-notifications';
export { ProfilesService } from './services/profiles';
export { ProjectSelfService } from './services/project-self';
export { ProvidersService } from './services/providers';
export { type NewRequestActionInput, RequestActionsService } from './services/request-actions';
export { UserAuthService } from './services/user-auth';
export { UserSelfService } from './services/user-self';
export {
  type WebhookDelivery,
  type WebhookDeliveryFilters,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointPage,
  type WebhookEndpointUpdateInput,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  WebhooksService,
} from './services/webhooks';
export type { SessionListener } from './session-keeper';
export {
  type CookieStoreOptions,
  cookieStore,
  type KeyValueStorage,
  localStorageStore,
  memoryStore,
  type Session,
  type SessionStore,
} from './sessions';
export {
  type Base,
  type FetchFunction,
  type HttpMethod,
  type RequestOptions,
  type SendOptions,
  Transport,
  type TransportOptions,
} from './transport';
export type * from './types';
