import 'server-only';
import { ClientError } from '@fuel/sdk';
import type { FleetHome, FleetMe } from '@fuel/sdk/fleet';
import { serverFleet } from '@/features/fleet/server-fleet';

export type DashboardFrame =
  | { kind: 'ok'; me: FleetMe; home: FleetHome | null }
  /** The sign-in page's `?error=` for a membership refused now: blocked, or no longer a member. */
  | { kind: 'refused'; error: 'UserBlocked' | 'NotAuthorized' | 'SessionRequired' };

/**
 * What the dashboard frame shows on every page load: the user, company and live membership (so a
 * permission change shows at once), and the home's balance when the user may see it.
 */
export async function loadDashboardFrame(sessionId: string): Promise<DashboardFrame> {
  const fleet = serverFleet(sessionId);
  const [me, home] = await Promise.allSettled([fleet.me(), fleet.home.get()]);
  if (me.status === 'rejected') {
    const error = me.reason;
    if (!ClientError.is(error)) throw error;
    if (error.code === 'USER_BLOCKED') return { kind: 'refused', error: 'UserBlocked' };
    if (error.code === 'NOT_A_COMPANY_USER') return { kind: 'refused', error: 'NotAuthorized' };
    if (error.status === 401) return { kind: 'refused', error: 'SessionRequired' };
    throw error;
  }
  // No home page access (403) leaves the balance out; anything else is a failure to show.
  if (home.status === 'rejected' && !(ClientError.is(home.reason) && home.reason.status === 403)) {
    throw home.reason;
  }
  return { kind: 'ok', me: me.value, home: home.status === 'fulfilled' ? home.value : null };
}
