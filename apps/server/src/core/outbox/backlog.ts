import { sql } from 'drizzle-orm';
import type { Database } from '../database/client';
import { outboxMessages } from './tables';

/**
 * How far behind the outbox is: its pending messages and the age of the oldest (0 when none). Reads only
 * the pending rows (the partial index `outbox_messages_due_idx`), so it stays cheap while the outbox keeps up.
 */
export async function outboxBacklog(db: Database): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outboxMessages.createdAt})), 0)::float8`,
    })
    .from(outboxMessages)
    .where(sql`${outboxMessages.status} = 'pending'`);
  return {
    pending: Number(row?.pending ?? 0),
    oldestAgeSeconds: Math.max(0, Number(row?.oldestAgeSeconds ?? 0)),
  };
}
