// The dashboard's addresses and how a pathname relates to them, apart from the menu's table (routes.ts):
// the public header's account and menu buttons need them on every page, the table only the dashboard.

export const DASHBOARD_HOME = '/dashboard';

/** Whether a locale-free pathname is the dashboard or one of its pages. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_HOME || pathname.startsWith(`${DASHBOARD_HOME}/`);
}

/** A section is active when the pathname is the section or one of its pages. */
export function isInSection(pathname: string, section: { href: string }): boolean {
  if (section.href === DASHBOARD_HOME) return pathname === DASHBOARD_HOME;
  return pathname === section.href || pathname.startsWith(`${section.href}/`);
}
