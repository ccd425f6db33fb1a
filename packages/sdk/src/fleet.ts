// The fleet client's own entry point (`@fuel/sdk/fleet`): the business portal's companies and their
// users (src/fleet/). The platform clients of `@fuel/sdk` never load it.
export type { ClientOptions } from './clients/options';
export { ClientError, type ErrorBody, type FieldError } from './errors';
export { FleetClient, type FleetClientOptions } from './fleet/client';
export { FleetGroupsService } from './fleet/groups';
export { FleetHomeService } from './fleet/home';
export { FleetPasswordResetService } from './fleet/password-reset';
export { FleetRegistryService } from './fleet/registry';
export { FleetSelfService } from './fleet/self';
export { FleetSettingsService } from './fleet/settings';
export { FleetSignupService } from './fleet/signup';
export type * from './fleet/types';
export { FleetUsersService } from './fleet/users';
export { FleetVehiclesService } from './fleet/vehicles';
export type { RequestOptions } from './transport';
