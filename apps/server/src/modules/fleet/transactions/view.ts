import type { FleetCardTransaction } from './schemas';
import type { cardTransactions } from './tables';

/** A decision as the terminal code computes it; the feed's columns (api-clients/feed.ts) are the database's. */
export type TransactionRow = Omit<typeof cardTransactions.$inferSelect, 'feedTx' | 'feedSeq'>;

export const gel = (amount: number) => ({ amount, currency: 'GEL' as const });

/** A stored decision as the API shows it (liters from milliliters, money as `{ amount, currency }`). */
export function transactionView(row: TransactionRow): FleetCardTransaction {
  return {
    id: row.id,
    cardId: row.cardId,
    cardNumber: row.cardNumber,
    vehicleId: row.vehicleId,
    groupId: row.groupId,
    stationId: row.stationId,
    terminalId: row.terminalId,
    terminalTransactionId: row.terminalTransactionId,
    product: row.product,
    decision: row.decision,
    reason: row.reason,
    limit: row.refusal,
    liters: row.volumeMl / 1000,
    amount: gel(row.amountTetri),
    unitPrice: gel(row.unitPriceTetri),
    odometerKm: row.odometerKm,
    anomalies: row.anomalies,
    pointsEarned: row.pointsEarned,
    at: row.at,
    voidedAt: row.voidedAt,
  };
}
