import { sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';

/** Events removed per statement, so that a long backlog never holds one big transaction. */
const BATCH = 1000;

/**
 * Forgets events older than `days` whose deliveries are all settled (delivered, failed, or the endpoint
 * gone): the event and its deliveries go together (the deliveries cascade). An event still pending on
 * some endpoint is kept however old, so retention never drops a delivery that is still owed. Resolves
 * with the number of events removed. Idempotent, so any number of instances may run it.
 */
export async function pruneWebhookEvents(db: Database, days: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from webhook_events where id in (
        select event.id from webhook_events event
        where event.created_at < now() - make_interval(days => ${days}::integer)
          and not exists (
            select 1 from webhook_deliveries delivery
            where delivery.event_id = event.id and delivery.status = 'pending'
          )
        order by event.created_at
        limit ${BATCH}
        for update skip locked
      )
      returning id`);
    const count = (result as unknown as { rows: unknown[] }).rows.length;
    removed += count;
    if (count < BATCH) return removed;
  }
}
