import type { DashboardIcon } from '@/features/dashboard/routes';

/** Labels are translated on the server and handed to client islands, which then need no formatter. */
export type NavLink = { href: string; label: string };
export type NavSection = NavLink & { icon: DashboardIcon; children: NavLink[] };

export type AccountLabels = { signIn: string; signUp: string; dashboard: string; signOut: string };
