import { sql } from 'drizzle-orm';
import type { Database } from '../core/database/client';
import type { Services } from '../services';
import { DEMO_COMPANY } from './fleet';

/** The demo company's fuel, coupon, wholesale and card orders in every status, and its issued cards. */
export async function seedDemoOrders(
  { fleetOrdersDemo }: Pick<Services, 'fleetOrdersDemo'>,
  { projectId, adminId }: { projectId: string; adminId: string },
  db?: Database,
) {
  const seeded = await fleetOrdersDemo.seed({
    projectId,
    adminId,
    identificationCode: DEMO_COMPANY.identificationCode,
  });
  if (db) await dateOrderNotices(db, projectId);
  return seeded;
}

/**
 * The orders' notices, written as the seed ran, carry the (backdated) instant of the step they tell of:
 * the status's history entry, or the payment. The seed, not a module, may span the two modules' tables.
 */
async function dateOrderNotices(db: Database, projectId: string) {
  const when = sql`coalesce(
    (select h.created_at from fleet_order_history h
      where h.order_id = (n.data->>'orderId')::uuid and h.to_status = n.data->>'status'
      order by h.seq desc limit 1),
    (select o.paid_at from fleet_orders o where o.id = (n.data->>'orderId')::uuid and n.data ? 'paid'),
    n.created_at)`;
  await db.execute(sql`update notifications n set created_at = ${when}
    where n.project_id = ${projectId} and n.data->>'kind' = 'fleet.order'`);
  await db.execute(sql`update notification_deliveries d set created_at = n.created_at, sent_at = n.created_at,
      seen_at = case when d.seen_at is null then null else n.created_at + interval '1 hour' end
    from notifications n
    where d.notification_id = n.id and n.project_id = ${projectId} and n.data->>'kind' = 'fleet.order'`);
}
