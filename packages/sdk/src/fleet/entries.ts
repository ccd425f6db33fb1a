// The fleet modules published one by one as `@fuel/sdk/fleet/<name>` (tsup.config.ts; the size test
// measures each): the sender of a company user's calls and every service that goes through it.
export const FLEET_SERVICES = [
  'session',
  'self',
  'home',
  'vehicles',
  'groups',
  'users',
  'cards',
  'orders',
  'transactions',
  'points',
  'reports',
  'settings',
  'api-clients',
  'webhooks',
] as const;
