import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import {
  executeRows,
  placeholders,
  prepareStatement,
  statementsByShape,
} from '../../../core/database/statements';
import type { CompanyScope } from '../../../core/scope';
import { vehicles } from '../asset-tables';
import { periodConditions } from '../transactions/list';
import { cardTransactions } from '../transactions/tables';
import { type ConsumptionShape, consumptionPlan, consumptionQuery } from './consumption-query';
import type {
  FleetConsumptionQuery,
  FleetConsumptionReport,
  FleetEfficiencyQuery,
  FleetEfficiencyReport,
} from './schemas';
import { reconciliationStatement } from './statement';
import type { FleetStatementQuery } from './statement-schemas';

/** Reports on the company's purchases, read from the daily totals (never from the transactions' rows). */
export function createReportsService({ db }: { db: Database }) {
  // Built once per shape, run unnamed: a company can ask for thousands of shapes (dimensions, filters,
  // period), which named statements would keep in every PostgreSQL connection.
  const consumptionStatement = statementsByShape(
    'fleet_consumption',
    (shape: ConsumptionShape) => prepareStatement(db, consumptionQuery(db, shape, placeholders).getSQL()),
    { keep: 200 },
  );
  return {
    /** The reconciliation statement of Tbilisi days `from`…`to`: opening, the period's lines, closing. */
    statement: (scope: CompanyScope, period: FleetStatementQuery) =>
      reconciliationStatement(db, scope, period),

    /**
     * Liters, GEL and purchases by the dimensions asked for, over Tbilisi days `from`…`to`: the
     * `FleetConsumptionReport`'s JSON text, as PostgreSQL writes it (the route sends it as it is).
     */
    async consumptionJson(scope: CompanyScope, query: FleetConsumptionQuery): Promise<string> {
      const { shape, values } = consumptionPlan(scope.companyId, query);
      const [{ head, items }] = (await executeRows(consumptionStatement(shape), values)) as [
        { head: string; items: string | null },
      ];
      return `${head}${items ?? ''}]}`;
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
