import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../core/database/client';
import type { CompanyScope } from '../../../core/scope';
import { cards, vehicleGroups, vehicles } from '../asset-tables';
import { periodConditions } from '../transactions/list';
import { cardTransactions } from '../transactions/tables';
import type {
  FleetConsumptionQuery,
  FleetConsumptionReport,
  FleetEfficiencyQuery,
  FleetEfficiencyReport,
  ReportDimension,
} from './schemas';
import { reconciliationStatement } from './statement';
import type { FleetStatementQuery } from './statement-schemas';
import { totalsSource } from './totals-source';

type Named = typeof cards | typeof vehicles | typeof vehicleGroups;

/**
 * Each dimension's key over the totals' rows (grouped by and sorted on), how the answer shows it when not
 * as it is, and the table that names it with the column of its name, joined to the summed rows afterwards
 * (a name per result row, not per totals row).
 */
function dimensions(
  t: ReturnType<typeof totalsSource>,
): Record<
  ReportDimension,
  { key: [string, SQL.Aliased]; shown?: (key: SQL) => SQL; name?: [string, PgColumn, Named] }
> {
  return {
    product: { key: ['product', sql<string>`${t.product}`.as('product')] },
    card: {
      key: ['cardId', sql<string>`${t.cardId}`.as('card_id')],
      name: ['cardNumber', cards.number, cards],
    },
    vehicle: {
      key: ['vehicleId', sql<string>`${t.vehicleId}`.as('vehicle_id')],
      name: ['registrationNumber', vehicles.registrationNumber, vehicles],
    },
    group: {
      key: ['groupId', sql<string>`${t.groupId}`.as('group_id')],
      name: ['groupName', vehicleGroups.name, vehicleGroups],
    },
    day: { key: ['day', sql<string>`${t.day}`.as('day')] },
    // Grouped and sorted as the month's 1st (a date), shown as YYYY-MM; cast to timestamp (without time
    // zone), as date_trunc and to_char of a date would cast it to timestamptz (and the session's zone).
    month: {
      key: ['month', sql<string>`date_trunc('month', ${t.day}::timestamp)::date`.as('month')],
      shown: (month) => sql`to_char(${month}::timestamp, 'YYYY-MM')`,
    },
  };
}

/** A JSON field `name` (a word of ours, never input) and its value, for json_build_object. */
const field = (name: string, value: SQL | PgColumn) => sql`${sql.raw(`'${name}'`)}, ${value}`;
const object = (fields: SQL[]) => sql`json_build_object(${sql.join(fields, sql`, `)})`;
/** Liters as JavaScript divides milliliters (float8 prints the same shortest digits), and GEL in tetri. */
const amounts = (volumeMl: SQL, amountTetri: SQL, purchases: SQL) => [
  field('liters', sql`(${volumeMl})::float8 / 1000`),
  field('amount', object([field('amount', amountTetri), field('currency', sql`'GEL'`)])),
  field('purchases', purchases),
];

/**
 * The consumption report's query over the totals (not yet run: the service runs it, the benches explain
 * it): the dimensions asked for, what they add up to, over Tbilisi days `from`…`to`, read from the monthly
 * totals for the period's whole months (summed over cards when the report needs no card) and from the
 * daily totals for the days around them. The totals are summed first and the names joined to the sums;
 * PostgreSQL writes the answer's JSON (`FleetConsumptionReport`, one text row), thousands of rows for a
 * year by month that the server would otherwise map and stringify one by one.
 */
export function consumptionQuery(db: Database, companyId: string, query: FleetConsumptionQuery) {
  const t = totalsSource(
    db,
    { companyId, ...query },
    { days: query.by.includes('day'), byCard: query.by.includes('card') || query.by.includes('vehicle') },
  );
  const chosen = query.by.map((name) => dimensions(t)[name]);
  const keyColumns = Object.fromEntries(chosen.map((dimension) => dimension.key));
  const sums = db
    .select({
      ...keyColumns,
      volumeMl: sql`sum(${t.volumeMl})`.as('volume_ml'),
      amountTetri: sql`sum(${t.amountTetri})`.as('amount_tetri'),
      purchases: sql`sum(${t.purchases})`.as('purchases'),
    })
    .from(t)
    .groupBy(...Object.values(keyColumns))
    .having(sql`sum(${t.purchases}) > 0`)
    .as('sums');
  // Qualified: a joined table may have a column of the same name (vehicles.group_id).
  const ofSums = (column: SQL.Aliased) => sql`${sql.identifier('sums')}.${sql.identifier(column.fieldAlias)}`;
  // The report's fields in the order asked, each key followed by its name.
  const fields: SQL[] = [];
  const joins: [Named, SQL][] = [];
  for (const { key, shown, name } of chosen) {
    fields.push(field(key[0], shown ? shown(ofSums(key[1])) : ofSums(key[1])));
    if (name) {
      fields.push(field(name[0], name[1]));
      joins.push([name[2], sql`${name[2].id} = ${ofSums(key[1])}`]);
    }
  }
  // The keys are unique among the sums: the names never need to break a tie.
  const order =
    query.by.includes('day') || query.by.includes('month')
      ? sql.join(
          chosen.map(({ key }) => sql`${ofSums(key[1])} asc`),
          sql`, `,
        )
      : sql`${ofSums(sums.amountTetri)} desc`;
  const [volumeMl, amountTetri, purchases] = [sums.volumeMl, sums.amountTetri, sums.purchases].map(
    ofSums,
  ) as [SQL, SQL, SQL];
  const report = object([
    field('by', sql`${JSON.stringify(query.by)}::json`),
    field(
      'items',
      sql`coalesce(json_agg(${object([...fields, ...amounts(volumeMl, amountTetri, purchases)])} order by ${order}), '[]')`,
    ),
    field(
      'totals',
      object(
        amounts(
          sql`coalesce(sum(${volumeMl}), 0)`,
          sql`coalesce(sum(${amountTetri}), 0)`,
          sql`coalesce(sum(${purchases}), 0)`,
        ),
      ),
    ),
  ]);
  let select = db
    .select({ report: sql<string>`${report}::text` })
    .from(sums)
    .$dynamic();
  for (const [table, on] of joins) select = select.leftJoin(table, on);
  return select;
}

/** Reports on the company's purchases, read from the daily totals (never from the transactions' rows). */
export function createReportsService({ db }: { db: Database }) {
  return {
    /** The reconciliation statement of Tbilisi days `from`…`to`: opening, the period's lines, closing. */
    statement: (scope: CompanyScope, period: FleetStatementQuery) =>
      reconciliationStatement(db, scope, period),

    /**
     * Liters, GEL and purchases by the dimensions asked for, over Tbilisi days `from`…`to`: the
     * `FleetConsumptionReport`'s JSON text, as PostgreSQL writes it (the route sends it as it is).
     */
    async consumptionJson(scope: CompanyScope, query: FleetConsumptionQuery): Promise<string> {
      const [row] = await consumptionQuery(db, scope.companyId, query);
      return row!.report;
    },

    /** The consumption report as an object (the exports'). */
    async consumption(scope: CompanyScope, query: FleetConsumptionQuery): Promise<FleetConsumptionReport> {
      return JSON.parse(await this.consumptionJson(scope, query)) as FleetConsumptionReport;
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
