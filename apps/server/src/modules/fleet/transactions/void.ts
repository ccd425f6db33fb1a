import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { InvalidTransition, NotFound } from '../../../core/errors';
import { recordAudit } from '../audit';
import { reversePoints } from '../points/ledger';
import { companies } from '../tables';
import { releaseBookings } from './booking';
import { decisionAudit } from './decision-audit';
import { writeDecisionEvents } from './decision-events';
import type { FleetCardTransaction, FleetVoidBody } from './schemas';
import { cardTransactions, feedPosition, fleetPendingAggregates } from './tables';
import { addToDailyTotals } from './totals';
import { transactionView } from './view';

/**
 * The terminal's cancel of an approved authorization: in one transaction the row is marked voided (a
 * conditional update, so two voids cannot both win), the usage it booked is given back, it leaves the
 * daily totals and its points are taken back (as far as the balance holds them) if the aggregate writer
 * applied them, else it just leaves the writer's queue (aggregates.ts), and the audit records it.
 * Voiding again answers the voided transaction unchanged.
 *
 * @throws NotFound 404 when the terminal has no such transaction; InvalidTransition 409 for a decline.
 */
export function createVoid({ db, clock }: { db: Database; clock: () => Date }) {
  return async function voidAuthorization(
    projectId: string,
    body: FleetVoidBody,
  ): Promise<FleetCardTransaction> {
    const which = and(
      eq(cardTransactions.projectId, projectId),
      eq(cardTransactions.terminalId, body.terminalId),
      eq(cardTransactions.terminalTransactionId, body.terminalTransactionId),
    );
    const voided = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(cardTransactions)
        // Back into the transaction feed at its end (api-clients/feed.ts), so a reader learns of the void.
        .set({ voidedAt: clock(), ...feedPosition })
        .where(and(which, eq(cardTransactions.decision, 'approved'), isNull(cardTransactions.voidedAt)))
        .returning();
      if (!row?.cardId || !row.companyId) return row;
      await releaseBookings(tx, row.cardId, row.bookings);
      // Still queued for the aggregate writer (or waiting here for the batch that holds it to commit):
      // taken out of the queue, it never reaches the totals and the points, so there is nothing to undo.
      const unapplied = await tx
        .delete(fleetPendingAggregates)
        .where(eq(fleetPendingAggregates.transactionId, row.id))
        .returning({ decisionEvents: fleetPendingAggregates.decisionEvents });
      // Its audit entry and webhook event were the writer's to write too: written here, before the void's.
      if (unapplied[0]?.decisionEvents) await writeDecisionEvents(tx, row.id);
      if (unapplied.length === 0) {
        // The company first, then its totals: the aggregate writer's batch locks in that order too.
        await lockCompany(tx, row.companyId);
        await addToDailyTotals(tx, row, -1);
      }
      if (unapplied.length === 0 && row.pointsEarned > 0) {
        await reversePoints(tx, {
          companyId: row.companyId,
          transactionId: row.id,
          points: row.pointsEarned,
        });
      }
      await recordAudit(tx, { companyId: row.companyId, userId: null }, decisionAudit(row, 'void'));
      return row;
    });
    if (voided) return transactionView(voided);
    const [current] = await db.select().from(cardTransactions).where(which);
    if (!current) throw new NotFound('Transaction');
    if (current.decision === 'declined') throw new InvalidTransition('declined', 'voided');
    return transactionView(current);
  };
}

async function lockCompany(tx: Database, companyId: string) {
  await tx.execute(sql`select 1 from ${companies} where ${companies.id} = ${companyId}::uuid for update`);
}
