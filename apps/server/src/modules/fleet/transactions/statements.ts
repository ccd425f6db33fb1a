import { sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { fleetAudit } from '../tables';
import { decisionAudit } from './decision-audit';
import { cardTransactions } from './tables';
import type { TransactionRow } from './view';

// What the terminal's one-statement records (the completion's, approval.ts, and the hold's) share: they
// are built once per shape with placeholders, prepared under a name (core/database/statements.ts), and
// run without a transaction around them (a single statement is atomic); `fleet_abort_if` (migration
// 0008) raises to roll one back.

/** A terminal transaction id is recorded once per terminal of the project. */
export const TERMINAL_KEY = [
  cardTransactions.projectId,
  cardTransactions.terminalId,
  cardTransactions.terminalTransactionId,
];

/** What the terminal asked for, as every decision records it (placeholders named after the row's fields). */
export const RECORDED = {
  id: sql.placeholder('id'),
  projectId: sql.placeholder('projectId'),
  companyId: sql.placeholder('companyId'),
  cardId: sql.placeholder('cardId'),
  cardNumber: sql.placeholder('cardNumber'),
  vehicleId: sql.placeholder('vehicleId'),
  groupId: sql.placeholder('groupId'),
  stationId: sql.placeholder('stationId'),
  terminalId: sql.placeholder('terminalId'),
  terminalTransactionId: sql.placeholder('terminalTransactionId'),
  product: sql.placeholder('product'),
  volumeMl: sql.placeholder('volumeMl'),
  amountTetri: sql.placeholder('amountTetri'),
  unitPriceTetri: sql.placeholder('unitPriceTetri'),
  odometerKm: sql.placeholder('odometerKm'),
  at: sql.placeholder('at'),
};

/** The decision's audit entry (decision-audit.ts), bound by auditValues. */
export const auditInsert = (db: Database) =>
  db.insert(fleetAudit).values({
    companyId: RECORDED.companyId,
    actorUserId: null,
    entity: sql.placeholder('auditEntity'),
    entityId: RECORDED.id,
    action: sql.placeholder('auditAction'),
    after: sql.placeholder('audit'),
  });

/**
 * The values of a decision's statement: the row's fields, its instant for SQL and its audit entry
 * (`audited` false: the aggregate writer writes it, decision-events.ts).
 */
export function decisionValues(
  row: TransactionRow,
  action?: string,
  audited = true,
): Record<string, unknown> {
  const values = { ...row, when: row.at.toISOString() };
  if (!audited) return values;
  const audit = decisionAudit(row, action);
  return { ...values, auditEntity: audit.entity, auditAction: audit.action, audit: audit.after };
}

/** `fleet_abort_if`'s reason (its hint), through the drivers' wrapping errors; undefined for any other error. */
export function abortReason(error: unknown): string | undefined {
  for (let current = error as { code?: unknown; hint?: unknown; cause?: unknown } | undefined; current; ) {
    if (current.code === 'P0001' && typeof current.hint === 'string') return current.hint;
    current = current.cause as typeof current;
  }
  return undefined;
}
