import type { FleetService } from '../modules/fleet/service';

/** The demo portal user's company: a registry entry (drizzle/0008_fleet_registry.sql). */
export const DEMO_COMPANY = { contragentType: 'ORGANIZATION', identificationCode: '405123456' } as const;

/** Makes the demo portal user the SUPER_ADMIN of the demo company, so that they can sign in to the portal. */
export async function seedDemoCompany(
  fleet: FleetService,
  { projectId, user }: { projectId: string; user: { id: string; email: string; phone: string | null } },
) {
  const { company } = await fleet.addCompany({
    ...DEMO_COMPANY,
    projectId,
    ownerUserId: user.id,
    email: user.email,
    phone: user.phone ?? '',
  });
  return company;
}
