import type { FleetMe } from '@fuel/sdk/fleet';

/** The signed-in end user as the portal keeps it in the session cookie. */
export type PortalUser = {
  id: string;
  email: string;
  name: string;
};

/** The signed-in user's company role and pages, as the session carries them. */
export type PortalMembership = {
  role: FleetMe['membership']['role'];
  permissions: FleetMe['membership']['permissions'];
  companyName: string;
};
