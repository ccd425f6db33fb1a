// The kit's one entry point. Every module here is free of side effects ("sideEffects": false), so a
// bundle keeps only the clients it imports: an end-user app never carries the admin client's code.
export { ADMIN_CREDENTIALS_REQUIRED, AdminClient, type AdminClientOptions } from './clients/admin';
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
  type TransportErrorCode,
} from './errors';
export { toQueryString } from './query';
export { BaseService, type Sender } from './service';
export { AdminAuthService } from './services/admin-auth';
export { AdminProjectsService, PROJECT_LIST_LIMIT } from './services/admin-projects';
export { AdminSelfService } from './services/admin-self';
export { CmsService } from './services/cms';
export { CustomTypesService } from './services/custom-types';
export { EntitiesService } from './services/entities';
export { FilesService } from './services/files';
export { ProjectSelfService } from './services/project-self';
export { ProvidersService } from './services/providers';
export { UserAuthService } from './services/user-auth';
export { UserSelfService } from './services/user-self';
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
