// The fleet client's own entry point (`@fuel/sdk/fleet`): the business portal's companies and their
// users (src/fleet/). The platform clients of `@fuel/sdk` never load it.
export type { ClientOptions } from './clients/options';
export { ClientError, type ErrorBody, type FieldError } from './errors';
export type * from './fleet/api-client-types';
export { FleetApiClientsService } from './fleet/api-clients';
export {
  FleetBackOfficeClient,
  type FleetBackOfficeClientOptions,
  FleetBackOfficeOrdersService,
  FleetBackOfficeTerminalService,
} from './fleet/back-office';
export { FleetCardOrdersService, FleetCardsService } from './fleet/cards';
export { FleetClient, type FleetClientOptions } from './fleet/client';
export { type ClientCredentials, ClientCredentialsSender } from './fleet/client-credentials';
export { FleetGroupsService } from './fleet/groups';
export { FleetHomeService } from './fleet/home';
export type * from './fleet/order-types';
export { FleetOrdersService } from './fleet/orders';
export { FleetPasswordResetService } from './fleet/password-reset';
export { FleetPointsService } from './fleet/points';
export type * from './fleet/purchase-types';
export { FleetRegistryService } from './fleet/registry';
export { FleetReportsService } from './fleet/reports';
export { FleetSelfService } from './fleet/self';
export { type FleetSessionOptions, fleetSession } from './fleet/session';
export { FleetSettingsService } from './fleet/settings';
export { FleetSignupService } from './fleet/signup';
export { FleetTerminalClient, type FleetTerminalClientOptions } from './fleet/terminal';
export { FleetTransactionsService } from './fleet/transactions';
export type * from './fleet/types';
export { FleetUsersService } from './fleet/users';
export { FleetVehiclesService } from './fleet/vehicles';
export { FleetWebhooksService } from './fleet/webhooks';
export type { Sender } from './service';
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
export type { RequestOptions } from './transport';
