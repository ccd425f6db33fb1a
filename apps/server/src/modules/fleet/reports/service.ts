import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../core/database/client';
import type { CompanyScope } from '../../../core/scope';
import { cards, vehicleGroups, vehicles } from '../asset-tables';
import { periodConditions } from '../transactions/list';
import { cardTransactions } from '../transactions/tables';
import type {
  FleetConsumptionQuery,
  FleetConsumptionReport,
  FleetConsumptionRow,
  FleetEfficiencyQuery,
  FleetEfficiencyReport,
  ReportDimension,
} from './schemas';
import { reconciliationStatement } from './statement';
import type { FleetStatementQuery } from './statement-schemas';
import { totalsSource } from './totals-source';

const total = (column: SQL | SQL.Aliased | PgColumn) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
const gel = (amount: number) => ({ amount, currency: 'GEL' as const });

/** Each dimension's columns (selected and grouped by) and the table that names it, over the totals' rows. */
function dimensions(
  t: ReturnType<typeof totalsSource>,
): Record<
  ReportDimension,
  { columns: Record<string, SQL.Aliased | SQL | PgColumn>; join?: 'cards' | 'vehicles' | 'groups' }
> {
  return {
    product: { columns: { product: t.product } },
    card: { columns: { cardId: t.cardId, cardNumber: cards.number }, join: 'cards' },
    vehicle: {
      columns: { vehicleId: t.vehicleId, registrationNumber: vehicles.registrationNumber },
      join: 'vehicles',
    },
    group: { columns: { groupId: t.groupId, groupName: vehicleGroups.name }, join: 'groups' },
    day: { columns: { day: sql<string>`${t.day}` } },
    // A date's month as text without the cast to timestamptz (and its time zone) that to_char(date) makes.
    month: { columns: { month: sql<string>`to_char(${t.day}::timestamp, 'YYYY-MM')` } },
  };
}

/**
 * The consumption report's query over the totals (not yet run: the service runs it, the benches explain
 * it): the dimensions asked for, what they add up to, over Tbilisi days `from`…`to`, read from the monthly
 * totals for the period's whole months and from the daily ones for the days around them.
 */
export function consumptionQuery(db: Database, companyId: string, query: FleetConsumptionQuery) {
  const t = totalsSource(db, { companyId, ...query }, { days: query.by.includes('day') });
  const table = dimensions(t);
  const chosen = query.by.map((name) => table[name]);
  const columns = Object.assign({}, ...chosen.map((dimension) => dimension.columns)) as Record<
    string,
    PgColumn | SQL
  >;
  const joins = new Set(chosen.map((dimension) => dimension.join).filter(Boolean));
  let select = db
    .select({
      ...columns,
      volumeMl: total(t.volumeMl),
      amountTetri: total(t.amountTetri),
      purchases: total(t.purchases),
    })
    .from(t)
    .$dynamic();
  if (joins.has('cards')) select = select.leftJoin(cards, eq(cards.id, t.cardId));
  if (joins.has('vehicles')) select = select.leftJoin(vehicles, eq(vehicles.id, t.vehicleId));
  if (joins.has('groups')) select = select.leftJoin(vehicleGroups, eq(vehicleGroups.id, t.groupId));
  const chronological = query.by.includes('day') || query.by.includes('month');
  return select
    .groupBy(...Object.values(columns))
    .having(sql`sum(${t.purchases}) > 0`)
    .orderBy(
      ...(chronological
        ? Object.values(columns).map((column) => asc(column))
        : [desc(sql`sum(${t.amountTetri})`)]),
    );
}

/** Reports on the company's purchases, read from the daily totals (never from the transactions' rows). */
export function createReportsService({ db }: { db: Database }) {
  return {
    /** The reconciliation statement of Tbilisi days `from`…`to`: opening, the period's lines, closing. */
    statement: (scope: CompanyScope, period: FleetStatementQuery) =>
      reconciliationStatement(db, scope, period),

    /** Liters, GEL and purchases by the dimensions asked for, over Tbilisi days `from`…`to`. */
    async consumption(scope: CompanyScope, query: FleetConsumptionQuery): Promise<FleetConsumptionReport> {
      const rows = await consumptionQuery(db, scope.companyId, query);
      const items = rows.map(({ volumeMl, amountTetri, purchases, ...keys }) => ({
        ...(keys as Omit<FleetConsumptionRow, 'liters' | 'amount' | 'purchases'>),
        liters: volumeMl / 1000,
        amount: gel(amountTetri),
        purchases,
      }));
      const sums = rows.reduce(
        (sum, row) => ({
          volumeMl: sum.volumeMl + row.volumeMl,
          amountTetri: sum.amountTetri + row.amountTetri,
          purchases: sum.purchases + row.purchases,
        }),
        { volumeMl: 0, amountTetri: 0, purchases: 0 },
      );
      return {
        by: query.by,
        items,
        totals: { liters: sums.volumeMl / 1000, amount: gel(sums.amountTetri), purchases: sums.purchases },
      };
    },

    /**
     * Liters per 100 km of each vehicle with two or more odometer readings in the period: the fuel
     * bought after the first reading, over the distance to the last (the full-tank method).
     */
    async efficiency(scope: CompanyScope, query: FleetEfficiencyQuery): Promise<FleetEfficiencyReport> {
      const c = cardTransactions;
      const rows = await db
        .select({
          vehicleId: sql<string>`${c.vehicleId}`,
          registrationNumber: vehicles.registrationNumber,
          readings: sql<number>`count(*)::int`,
          firstKm: sql<number>`min(${c.odometerKm})`,
          lastKm: sql<number>`max(${c.odometerKm})`,
          volumeAfterFirst:
            sql<number>`(sum(${c.volumeMl}) - (array_agg(${c.volumeMl} order by ${c.at}))[1])::bigint`.mapWith(
              Number,
            ),
        })
        .from(c)
        .leftJoin(vehicles, eq(vehicles.id, c.vehicleId))
        .where(
          and(
            eq(c.companyId, scope.companyId),
            sql`${c.vehicleId} is not null and ${c.odometerKm} is not null and ${c.voidedAt} is null`,
            eq(c.decision, 'approved'),
            ...periodConditions(c.at, query),
            query.vehicleId ? eq(c.vehicleId, query.vehicleId) : undefined,
            query.groupId ? eq(c.groupId, query.groupId) : undefined,
          ),
        )
        .groupBy(c.vehicleId, vehicles.registrationNumber)
        .having(sql`count(*) >= 2`)
        .orderBy(asc(vehicles.registrationNumber));
      return {
        items: rows.map((row) => {
          const distanceKm = row.lastKm - row.firstKm;
          const liters = row.volumeAfterFirst / 1000;
          return {
            vehicleId: row.vehicleId,
            registrationNumber: row.registrationNumber,
            readings: row.readings,
            firstKm: row.firstKm,
            lastKm: row.lastKm,
            distanceKm,
            liters,
            litersPer100Km: distanceKm > 0 ? Math.round((liters / distanceKm) * 100 * 100) / 100 : null,
          };
        }),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
