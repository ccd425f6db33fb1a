// The part of rules.ts (`@fuel/sdk/fleet-rules`) that needs no zod, as `@fuel/sdk/fleet-vocabulary`:
// the permission table, the vocabularies and the order rules. A portal page that only shows, filters or
// hides by them loads this instead of zod and every form's schema (38 kB gzipped together).

export * from '../webhooks/catalogue';
export * from './api-clients/scopes';
export * from './orders/line-pricing';
export * from './orders/rules';
export * from './orders/transitions';
export * from './permissions';
export * from './transactions/vocabulary';
export * from './validation-keys';
export * from './vehicles/registration';
export * from './vocabulary';
