// `@fuel/sdk/fleet-vocabulary`: the fleet module's permission table, vocabularies and order rules
// without zod or any schema (apps/server/src/modules/fleet/plain-rules.ts), for the pages that only
// show, filter or hide by them. `@fuel/sdk/fleet-rules` exports all of it too, with the schemas.
export * from '@fuel/server/fleet-vocabulary';
