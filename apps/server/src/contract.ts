// The API's shapes, for the kit's types (`import type` only: nothing here runs in the kit).
// Each module's schemas.ts is the single source: server validation, OpenAPI and the kit agree.
export type { ErrorBody, FieldError } from './core/errors';
export type * from './modules/auth/schemas';
export type * from './modules/chat/schemas';
export type * from './modules/commerce/schemas';
export type * from './modules/contact/schemas';
export type * from './modules/content/schemas';
export type * from './modules/files/schemas';
export type * from './modules/fleet/api-clients/inputs';
export type * from './modules/fleet/api-clients/schemas';
export type * from './modules/fleet/api-clients/scopes';
export type * from './modules/fleet/cards/schemas';
export type * from './modules/fleet/changes/schemas';
export type * from './modules/fleet/groups/schemas';
export type * from './modules/fleet/home/overview-schemas';
export type * from './modules/fleet/home/schemas';
export type * from './modules/fleet/orders/schemas';
export type * from './modules/fleet/points/schemas';
export type * from './modules/fleet/reports/schemas';
export type * from './modules/fleet/schemas';
export type * from './modules/fleet/settings/schemas';
export type * from './modules/fleet/transactions/schemas';
export type * from './modules/fleet/users/schemas';
export type * from './modules/fleet/vehicles/schemas';
export type * from './modules/health/schemas';
export type * from './modules/intranet/schemas';
export type * from './modules/notifications/schemas';
export type * from './modules/payments/schemas';
export type * from './modules/projects/schemas';
export type * from './modules/requests/schemas';

/** `{ items, total, page, limit }` of every list. */
export type Page<T> = { items: T[]; total: number; page: number; limit: number };
export type * from './modules/webhooks/schemas';
