import type { PagePermissions, PortalPage } from '@fuel/sdk/fleet-vocabulary';

/**
 * The dashboard's pages (spec section 2) in one table: the sidebar, the mobile menu and the pages'
 * headings read it. `key` names the page's messages under `Pages`.
 */
export type DashboardPageKey =
  | 'dashboard'
  | 'fuelRequest'
  | 'fuelOrderHistory'
  | 'transferPoints'
  | 'transferDetails'
  | 'vehicles'
  | 'vehicleGroups'
  | 'vehicleChanges'
  | 'editVehicle'
  | 'orderCard'
  | 'newCardOrder'
  | 'cardOrderHistory'
  | 'users'
  | 'editUser'
  | 'settings'
  | 'notifications'
  | 'archive'
  | 'reports'
  | 'integrations'
  | 'apiClients';

export type DashboardIcon =
  | 'home'
  | 'fuel'
  | 'points'
  | 'vehicle'
  | 'card'
  | 'users'
  | 'settings'
  | 'bell'
  | 'archive'
  | 'report'
  | 'plug';

/** A page under a section; `inMenu: false` for pages reached from a row (add or edit), not the menu. */
export type DashboardChild = { key: DashboardPageKey; href: string; inMenu?: false };

export type DashboardSection = {
  key: DashboardPageKey;
  href: string;
  icon: DashboardIcon;
  /** The 'Available pages' entry that opens it; none: every company user sees it. */
  page?: PortalPage;
  children: readonly DashboardChild[];
};

export const dashboardSections: readonly DashboardSection[] = [
  { key: 'dashboard', href: '/dashboard', icon: 'home', children: [] },
  {
    key: 'fuelRequest',
    href: '/dashboard/fuel-request',
    icon: 'fuel',
    page: 'fuelRequest',
    children: [{ key: 'fuelOrderHistory', href: '/dashboard/fuel-request/order-history' }],
  },
  {
    key: 'transferPoints',
    href: '/dashboard/transfer-points',
    icon: 'points',
    page: 'transferPoints',
    children: [{ key: 'transferDetails', href: '/dashboard/transfer-points/details' }],
  },
  {
    key: 'vehicles',
    href: '/dashboard/vehicles',
    icon: 'vehicle',
    page: 'vehicles',
    children: [
      { key: 'vehicleGroups', href: '/dashboard/vehicles/groups' },
      { key: 'vehicleChanges', href: '/dashboard/vehicles/changes' },
      { key: 'editVehicle', href: '/dashboard/vehicles/edit-vehicle', inMenu: false },
    ],
  },
  {
    key: 'orderCard',
    href: '/dashboard/order-card',
    icon: 'card',
    page: 'orderCard',
    // The cards first (managing them is the daily task), then ordering more and the orders' history.
    children: [
      { key: 'newCardOrder', href: '/dashboard/order-card/new' },
      { key: 'cardOrderHistory', href: '/dashboard/order-card/order-history' },
    ],
  },
  {
    key: 'users',
    href: '/dashboard/users',
    icon: 'users',
    page: 'users',
    children: [{ key: 'editUser', href: '/dashboard/users/edit-user', inMenu: false }],
  },
  { key: 'settings', href: '/dashboard/settings', icon: 'settings', children: [] },
  { key: 'notifications', href: '/dashboard/notifications', icon: 'bell', children: [] },
  { key: 'archive', href: '/dashboard/archive', icon: 'archive', children: [] },
  { key: 'reports', href: '/dashboard/reports', icon: 'report', page: 'reports', children: [] },
  {
    key: 'integrations',
    href: '/dashboard/integrations',
    icon: 'plug',
    page: 'integrations',
    children: [{ key: 'apiClients', href: '/dashboard/integrations/api-clients' }],
  },
];

/** Every dashboard page, sections and their sub-pages, in sidebar order. */
export const dashboardPages = dashboardSections.flatMap((section) => [
  { key: section.key, href: section.href },
  ...section.children,
]);

/**
 * The menu for a user: the sections whose page they have (VIEW or EDIT) and the sub-pages the menu
 * shows; without `permissions` (no company data yet), every section.
 */
export function menuSections(permissions?: PagePermissions): DashboardSection[] {
  return dashboardSections
    .filter((section) => !permissions || !section.page || permissions[section.page] !== undefined)
    .map((section) => ({ ...section, children: section.children.filter((child) => child.inMenu !== false) }));
}
