import type { FleetPreauthorization } from './schemas';
import type { cardPreauthorizations } from './tables';
import { gel } from './view';

export type PreauthorizationRow = typeof cardPreauthorizations.$inferSelect;

/** A stored pre-authorization as the API shows it. */
export function preauthorizationView(row: PreauthorizationRow): FleetPreauthorization {
  return {
    id: row.id,
    cardId: row.cardId,
    cardNumber: row.cardNumber,
    stationId: row.stationId,
    terminalId: row.terminalId,
    terminalTransactionId: row.terminalTransactionId,
    product: row.product,
    decision: row.decision,
    reason: row.reason,
    limit: row.refusal,
    status: row.status,
    liters: row.volumeMl / 1000,
    amount: gel(row.amountTetri),
    unitPrice: gel(row.unitPriceTetri),
    at: row.at,
    expiresAt: row.expiresAt,
    closedAt: row.closedAt,
  };
}
