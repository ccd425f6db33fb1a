import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import {
  prepareStatement,
  statementName,
  typedPlaceholder as value,
} from '../../../core/database/statements';
import { DECLINE_ALERT_TOPIC } from './alerts';
import { type AuthorizeDeps, createDecision, decisionArguments } from './decide';
import type { FleetAuthorizationBody, FleetCardTransaction } from './schemas';
import { cardTransactions } from './tables';
import { type TransactionRow, transactionView } from './view';

export type { AuthorizeDeps } from './decide';

/**
 * The one-step authorization's statement: one call of `fleet_authorize` (migration 0016), which decides
 * (fleet_decide) and records the card transaction (unique per terminal and terminal transaction id),
 * for a known card its turn in the aggregate writer's queue (aggregates.ts: the daily totals, points,
 * odometer, the audit entry and webhook event follow right after the commit) and a decline's alert in
 * the outbox. Without a transaction around it: a single statement is atomic, and the card's usage rows
 * stay locked for that statement only.
 */
function authorizationStatement(db: Database) {
  const statement = sql`select fleet_authorize(${decisionArguments()}, ${value('id', 'uuid')},
    ${value('unitPriceTetri', 'int')}, ${value('stationId', 'text')}, ${value('terminalId', 'text')},
    ${value('terminalTransactionId', 'text')}, ${value('odometerKm', 'int')}, ${DECLINE_ALERT_TOPIC}::text) as decided`;
  return prepareStatement(db, statement, statementName('fleet_authorize', 'v2'));
}

/**
 * The one-step authorization (post-pay) in one round trip: fleet_decide approves (booking every limit
 * window) or declines with the reason, and the statement records it (above).
 *
 * @throws Conflict 409 `PRODUCT_NOT_PRICED` when no unit price is sent and the product has none.
 */
export function createAuthorize(deps: AuthorizeDeps) {
  const { db } = deps;
  const decide = createDecision<TransactionRow>(deps, {
    statement: authorizationStatement(db),
    row: (requested, decided) => ({ ...requested, ...decided, alertedAt: null, voidedAt: null }),
    replayed: async (projectId, key) => {
      const [first] = await db
        .select()
        .from(cardTransactions)
        .where(
          and(
            eq(cardTransactions.projectId, projectId),
            eq(cardTransactions.terminalId, key.terminalId),
            eq(cardTransactions.terminalTransactionId, key.terminalTransactionId),
          ),
        );
      return first!;
    },
  });
  return async function authorize(
    projectId: string,
    body: FleetAuthorizationBody,
  ): Promise<FleetCardTransaction> {
    return transactionView(await decide(projectId, body));
  };
}
