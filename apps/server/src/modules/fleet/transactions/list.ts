import { and, arrayOverlaps, count, desc, eq, gte, inArray, like, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../core/database/client';
import { NotFound } from '../../../core/errors';
import type { CompanyScope } from '../../../core/scope';
import { dayStart } from '../windows';
import type { FleetCardTransaction, FleetTransactionsQuery } from './schemas';
import { cardTransactions } from './tables';
import { transactionView } from './view';

/** `at` within the Tbilisi days `from`…`to` (both included). */
export function periodConditions(column: PgColumn, period: { from?: string; to?: string }) {
  return [
    period.from ? gte(column, dayStart(period.from)) : undefined,
    period.to ? lt(column, sql`${dayStart(period.to)} + interval '1 day'`) : undefined,
  ];
}

/** The list's filters as a condition (also the export's). */
function whereOf(scope: CompanyScope, query: Omit<FleetTransactionsQuery, 'page' | 'limit'>) {
  const t = cardTransactions;
  return and(
    eq(t.companyId, scope.companyId),
    ...periodConditions(t.at, query),
    query.cardId ? eq(t.cardId, query.cardId) : undefined,
    query.vehicleId ? eq(t.vehicleId, query.vehicleId) : undefined,
    query.groupId ? eq(t.groupId, query.groupId) : undefined,
    query.product?.length ? inArray(t.product, query.product) : undefined,
    query.decision ? eq(t.decision, query.decision) : undefined,
    query.reason?.length ? inArray(t.reason, query.reason) : undefined,
    query.anomaly?.length ? arrayOverlaps(t.anomalies, query.anomaly) : undefined,
    query.anomalous ? sql`cardinality(${t.anomalies}) > 0` : undefined,
    query.cardNumber ? like(t.cardNumber, `${query.cardNumber}%`) : undefined,
  );
}

/** The company's card transactions, newest first, filtered and paged on the server. */
export function createTransactionList(db: Database) {
  return {
    async list(scope: CompanyScope, query: FleetTransactionsQuery) {
      const t = cardTransactions;
      const where = whereOf(scope, query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t)
          .where(where)
          .orderBy(desc(t.at), desc(t.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(t).where(where),
      ]);
      return {
        items: rows.map(transactionView),
        total: total?.value ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * Every transaction the filters match, newest first, in batches read one after another (keyset
     * paging on `at, id`), for an export streamed while it is read.
     */
    async *batches(scope: CompanyScope, query: Omit<FleetTransactionsQuery, 'page' | 'limit'>, size = 1000) {
      const t = cardTransactions;
      let after: { at: Date; id: string } | undefined;
      for (;;) {
        const rows = await db
          .select()
          .from(t)
          .where(
            and(
              whereOf(scope, query),
              after
                ? sql`(${t.at}, ${t.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
                : undefined,
            ),
          )
          .orderBy(desc(t.at), desc(t.id))
          .limit(size);
        if (rows.length) yield rows.map(transactionView);
        if (rows.length < size) return;
        const last = rows.at(-1)!;
        after = { at: last.at, id: last.id };
      }
    },

    /** @throws NotFound 404 for another company's transaction. */
    async get(scope: CompanyScope, id: string): Promise<FleetCardTransaction> {
      const [row] = await db
        .select()
        .from(cardTransactions)
        .where(and(eq(cardTransactions.id, id), eq(cardTransactions.companyId, scope.companyId)));
      if (!row) throw new NotFound('Transaction');
      return transactionView(row);
    },
  };
}
