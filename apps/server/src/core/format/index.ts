// The one formatting module of the platform: dates, times, numbers, money and quantities in English
// and Georgian from tables, so that the server (the statement PDF), the portal's server rendering and
// every browser print the same text. Pure functions without dependencies: the kit bundles this file
// as `@fuel/sdk/format` for the portal.
export * from './dates';
export * from './inputs';
export * from './locale';
export * from './numbers';
