import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../core/database/client';
import type { Services } from '../services';
import { seedPortalItems } from './commerce';
import { seedPortalContent } from './content';
import demo from './demo-accounts.json';
import { seedDemoCompany } from './fleet';
import { seedDemoOrders } from './fleet-orders';
import { seedDemoPurchases } from './fleet-purchases';
import { seedDemoCompanyUsers } from './fleet-users';
import { seedDemoVehicles } from './fleet-vehicles';
import { seedPortalIntranet } from './intranet';

/**
 * Demo data for a first start: an admin, the business portal's project and one portal user, the
 * SUPER_ADMIN of a demo company.
 * Runs only on an empty database (no admin yet), so restarting never duplicates or overwrites data.
 */
export async function seedDemoData(
  {
    auth,
    projects,
    content,
    commerce,
    fleet,
    fleetPurchases,
    intranet,
    requests,
    fleetOrdersDemo,
    notifications,
  }: Services,
  log: FastifyBaseLogger,
  /** Where the seed dates the notices it wrote (the services give no such call; a seed may). */
  db?: Database,
): Promise<void> {
  if ((await auth.countAdmins()) > 0) return;

  const admin = await auth.createAdmin(demo.admin);
  const project = await projects.create({ ...demo.portalProject, ownerAdminId: admin.id });
  const portalUser = await auth.createUser({ ...demo.portalUser, projectId: project.id });
  const seeded = await seedPortalContent(content, { adminId: admin.id, projectId: project.id });
  const company = await seedDemoCompany(fleet, { projectId: project.id, user: portalUser });
  await seedDemoCompanyUsers({ auth, fleet }, project.id);
  const vehicles = await seedDemoVehicles(fleet, company.id);
  const items = await seedPortalItems(commerce, project.id);
  await seedPortalIntranet(
    { auth, intranet, requests },
    { projectId: project.id, adminId: admin.id, portalUser },
    log,
  );
  const orders = await seedDemoOrders({ fleetOrdersDemo }, { projectId: project.id, adminId: admin.id }, db);
  const purchases = await seedDemoPurchases(
    fleetPurchases,
    { projectId: project.id },
    db && { db, notifications },
  );
  log.info(
    {
      admin: demo.admin.email,
      project: project.name,
      content: seeded,
      items,
      company: company.name,
      vehicles,
      orders,
      purchases,
    },
    'demo data seeded',
  );
}
