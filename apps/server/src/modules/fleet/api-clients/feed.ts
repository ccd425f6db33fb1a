import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { ValidationFailed } from '../../../core/errors';
import type { CompanyScope } from '../../../core/scope';
import { cardTransactions } from '../transactions/tables';
import { transactionView } from '../transactions/view';
import type { FleetTransactionFeedPage, FleetTransactionFeedQuery } from './schemas';

type Position = { tx: string; seq: number };
const START: Position = { tx: '0', seq: 0 };

/** An opaque cursor: where the reader stopped, in the feed's order. */
export const encodeCursor = ({ tx, seq }: Position) => Buffer.from(`${tx}.${seq}`).toString('base64url');

function decodeCursor(cursor: string): Position {
  const match = /^(\d{1,20})\.(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) {
    throw new ValidationFailed('Not a cursor of this feed', [
      { path: 'after', rule: 'cursor', message: 'Pass a nextCursor this feed answered' },
    ]);
  }
  return { tx: match[1]!, seq: Number(match[2]) };
}

/**
 * "Everything since X": the company's card transactions in the order they were recorded, after a cursor.
 * The order is the inserting database transaction's id, then the row's sequence number; only rows whose
 * transaction ended before this read's snapshot began (`pg_snapshot_xmin`) are answered, so a
 * transaction still committing, whatever its time, can never fall behind a cursor already handed out:
 * nothing is skipped, nothing repeated, equal timestamps or not.
 */
export function createTransactionFeed(db: Database) {
  const t = cardTransactions;
  return {
    async page(scope: CompanyScope, query: FleetTransactionFeedQuery): Promise<FleetTransactionFeedPage> {
      const after = query.after ? decodeCursor(query.after) : START;
      const rows = await db
        .select()
        .from(t)
        .where(
          and(
            eq(t.companyId, scope.companyId),
            sql`(${t.feedTx}, ${t.feedSeq}) > (${after.tx}::xid8, ${after.seq}::bigint)`,
            sql`${t.feedTx} < pg_snapshot_xmin(pg_current_snapshot())`,
          ),
        )
        .orderBy(asc(t.feedTx), asc(t.feedSeq))
        .limit(query.limit);
      const last = rows.at(-1);
      return {
        items: rows.map(transactionView),
        nextCursor: encodeCursor(last ? { tx: last.feedTx, seq: last.feedSeq } : after),
      };
    },
  };
}
