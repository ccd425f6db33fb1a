// What the portal shares with the server, as `@fuel/sdk/fleet-rules`: the permission table (the portal
// hides or disables what `can()` refuses, exactly what the guard refuses) and the payload schemas its
// forms validate with (the server validates the same requests with them). Zod and plain data only:
// the kit bundles this file for the browser, with zod left to the app. The plain data alone is
// plain-rules.ts (`@fuel/sdk/fleet-vocabulary`).

export * from '../webhooks/inputs';
export * from './api-clients/inputs';
export * from './cards/inputs';
export * from './form-rules';
export * from './groups/schemas';
export * from './orders/inputs';
export * from './plain-rules';
export * from './points/form';
export * from './settings/schemas';
export * from './users/schemas';
export * from './vehicles/schemas';
