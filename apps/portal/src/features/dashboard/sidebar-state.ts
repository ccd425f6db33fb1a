/** The sidebar's remembered state: a cookie, so the server renders it as the user left it. */
export const SIDEBAR_COOKIE = 'dashboard-sidebar';
export type SidebarState = 'open' | 'collapsed';

/** Open by default (the spec); only an explicit "collapsed" collapses it. */
export function readSidebarState(value: string | undefined): SidebarState {
  return value === 'collapsed' ? 'collapsed' : 'open';
}

export function sidebarCookie(state: SidebarState): string {
  return `${SIDEBAR_COOKIE}=${state}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}
