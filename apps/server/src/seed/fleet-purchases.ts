import type { FleetPurchases } from '../modules/fleet/purchases';
import { DEMO_COMPANY } from './fleet';

/** The demo company's cards and a few months of purchases, points and a top-up (modules/fleet/purchases-demo.ts). */
export async function seedDemoPurchases(
  fleetPurchases: FleetPurchases,
  { projectId }: { projectId: string },
) {
  return fleetPurchases.seedDemo({ projectId, identificationCode: DEMO_COMPANY.identificationCode });
}
