import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import type { Metrics } from '../../../core/metrics/metrics';
import { recordAudit } from '../audit';
import { releaseBookings } from './booking';
import type { PreauthorizationRow } from './preauthorization-view';
import { cardPreauthorizations } from './tables';

/** What closes holds needs: the database, the clock, and the counter of holds closed by outcome. */
export type HoldClosingDeps = {
  db: Database;
  clock: () => Date;
  metrics?: Pick<Metrics, 'holdsClosed'>;
};

/**
 * Gives a hold back, in one transaction: the pre-authorization moves from held to `status` with a
 * conditional update (so of a reversal, a completion and any number of expiry jobs, exactly one moves
 * it), its bookings are released and the audit records it. Undefined when it was not held (or `where`
 * did not match): nothing changed.
 */
export async function releaseHold(
  db: Database,
  where: SQL | undefined,
  status: 'reversed' | 'expired',
  at: Date,
): Promise<PreauthorizationRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(cardPreauthorizations)
      .set({ status, closedAt: at })
      .where(and(where, eq(cardPreauthorizations.status, 'held')))
      .returning();
    if (!row) return undefined;
    if (row.cardId) await releaseBookings(tx, row.cardId, row.bookings);
    if (row.companyId) {
      await recordAudit(
        tx,
        { companyId: row.companyId, userId: null },
        {
          entity: 'card_transaction',
          entityId: row.id,
          action: status === 'reversed' ? 'reverse' : 'expire',
          after: {
            cardId: row.cardId,
            cardNumber: row.cardNumber,
            status,
            volumeMl: row.volumeMl,
            amountTetri: row.amountTetri,
            terminalId: row.terminalId,
            terminalTransactionId: row.terminalTransactionId,
          },
        },
      );
    }
    return row;
  });
}
