// The portal's permission model in one table: which page permission (or role) each fleet action needs.
// The server's company guard (core/scope.ts + membership.ts) and the portal (through the kit) read this
// same table, so what the portal hides or disables is exactly what the server refuses.
// Plain data and functions only: the kit bundles this file for the portal.

export const CONTRAGENT_TYPES = ['PHYSICALPERSON', 'ORGANIZATION'] as const;
export type ContragentType = (typeof CONTRAGENT_TYPES)[number];

export const COMPANY_ROLES = ['SUPER_ADMIN', 'ADMIN'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const MEMBER_STATUSES = ['active', 'inactive', 'blocked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The spec's pages a company user may see (`VIEW`) or change (`EDIT`), from the 'Available pages' list. */
export const PORTAL_PAGES = [
  'home',
  'balance',
  'reports',
  'vehicles',
  'fuelRequest',
  'transferPoints',
  'orderCard',
  'users',
  'integrations',
] as const;
export type PortalPage = (typeof PORTAL_PAGES)[number];
export const PAGE_ACCESS = ['VIEW', 'EDIT'] as const;
export type PageAccess = (typeof PAGE_ACCESS)[number];
/** A user's permissions: a page left out is not available to them at all. */
export type PagePermissions = Partial<Record<PortalPage, PageAccess>>;

/** What an action needs: a page at an access level, the main admin's role, or only membership. */
export type ActionRule =
  | { page: PortalPage; access: PageAccess }
  | { role: 'SUPER_ADMIN' }
  | { member: true };

/**
 * Every fleet action and what it needs. A SUPER_ADMIN (the main admin) may do everything; EDIT on a
 * page implies VIEW. New fleet routes add their action here and declare it with `config.company`.
 */
export const FLEET_ACTIONS = {
  'self.read': { member: true },
  'self.write': { member: true },
  'home.read': { page: 'home', access: 'VIEW' },
  'balance.read': { page: 'balance', access: 'VIEW' },
  'reports.read': { page: 'reports', access: 'VIEW' },
  'vehicles.read': { page: 'vehicles', access: 'VIEW' },
  'vehicles.write': { page: 'vehicles', access: 'EDIT' },
  'fuelRequest.read': { page: 'fuelRequest', access: 'VIEW' },
  'fuelRequest.write': { page: 'fuelRequest', access: 'EDIT' },
  'transferPoints.read': { page: 'transferPoints', access: 'VIEW' },
  'transferPoints.write': { page: 'transferPoints', access: 'EDIT' },
  'orderCard.read': { page: 'orderCard', access: 'VIEW' },
  'orderCard.write': { page: 'orderCard', access: 'EDIT' },
  'users.read': { page: 'users', access: 'VIEW' },
  'users.write': { page: 'users', access: 'EDIT' },
  /** Webhook endpoints and API clients: the company's connections to its own systems (ERP, accounting). */
  'integrations.read': { page: 'integrations', access: 'VIEW' },
  'integrations.write': { page: 'integrations', access: 'EDIT' },
  /** Managing ADMIN users and their permissions, and the company's own settings. */
  'users.manageAdmins': { role: 'SUPER_ADMIN' },
  'company.write': { role: 'SUPER_ADMIN' },
} as const satisfies Record<string, ActionRule>;
export type FleetAction = keyof typeof FLEET_ACTIONS;

/** The part of a membership that decides what its user may do. */
export type Grant = { role: CompanyRole; permissions: PagePermissions };

/** Why an action is refused, or `undefined` when it is allowed. */
export type Refusal = 'NOT_AUTHORIZED' | 'MAIN_ADMIN_ONLY';

export function refusalOf(grant: Grant, action: FleetAction): Refusal | undefined {
  if (grant.role === 'SUPER_ADMIN') return undefined;
  const rule: ActionRule = FLEET_ACTIONS[action];
  if ('member' in rule) return undefined;
  if ('role' in rule) return 'MAIN_ADMIN_ONLY';
  const access = grant.permissions[rule.page];
  if (access === 'EDIT' || (access === 'VIEW' && rule.access === 'VIEW')) return undefined;
  return 'NOT_AUTHORIZED';
}

/** Whether the grant allows the action (the portal hides or disables what this refuses). */
export function can(grant: Grant, action: FleetAction): boolean {
  return refusalOf(grant, action) === undefined;
}

/** What a company's SUPER_ADMIN holds: every page, editable. */
export const FULL_ACCESS = Object.fromEntries(PORTAL_PAGES.map((page) => [page, 'EDIT'])) as Record<
  PortalPage,
  PageAccess
>;
