import type { Services } from '../services';
import { DEMO_COMPANY } from './fleet';

/** The demo company's fuel, coupon, wholesale and card orders in every status, and its issued cards. */
export async function seedDemoOrders(
  { fleetOrdersDemo }: Pick<Services, 'fleetOrdersDemo'>,
  { projectId, adminId }: { projectId: string; adminId: string },
) {
  return fleetOrdersDemo.seed({ projectId, adminId, identificationCode: DEMO_COMPANY.identificationCode });
}
