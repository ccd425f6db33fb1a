import { and, asc, count, desc, eq, ilike, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../core/database/client';
import { withCompiledRows } from '../../../core/database/rows';
import { statementsByShape } from '../../../core/database/statements';
import { NotFound } from '../../../core/errors';
import type { CompanyScope } from '../../../core/scope';
import { vehicleGroups, vehicles } from '../asset-tables';
import { type AuditActor, recordAudit } from '../audit';
import { vehicleWriteError } from './errors';
import {
  containsPattern,
  groupOfBody,
  selectVehicles,
  vehicleGroupJoin,
  vehicleSnapshot,
  vehicleValues,
  vehicleView,
  vehicleWithGroup,
} from './rows';
import type {
  FleetVehicle,
  FleetVehicleBody,
  FleetVehicleExportQuery,
  FleetVehicleListQuery,
  FleetVehiclePage,
  FleetVehicleSort,
} from './schemas';

/** Whose vehicles and who acts: the company guard's scope (core/scope.ts); `at` only for the seed's history. */
export type VehicleScope = Pick<CompanyScope, 'companyId' | 'userId'> & Pick<AuditActor, 'at'>;

const sortColumns: Record<FleetVehicleSort, SQL | AnyPgColumn> = {
  registrationNumber: vehicles.registrationNumber,
  make: sql`lower(${vehicles.make})`,
  model: sql`lower(${vehicles.model})`,
  fuelType: vehicles.fuelType,
  tankCapacity: vehicles.tankCapacityMl,
  group: sql`lower(${vehicleGroups.name})`,
  status: vehicles.status,
  createdAt: vehicles.createdAt,
  updatedAt: vehicles.updatedAt,
};

type FilterName = 'companyId' | 'query' | 'groupId' | 'status' | 'fuelType';
/** Which filters a request uses (the shape of its statement); `noGroup` for vehicles in no group. */
type FilterShape = { filters: FilterName[]; noGroup: boolean };
/** A list statement's shape: the filters present (their values are placeholders), sort and direction. */
type ListShape = FilterShape & { sort: FleetVehicleSort; order: 'asc' | 'desc' };

/** The values of the filters a request uses, the query as its ILIKE pattern, and their shape. */
function bindFilters(companyId: string, filters: FleetVehicleExportQuery) {
  const values: Partial<Record<FilterName, string>> = { companyId };
  if (filters.query) values.query = containsPattern(filters.query);
  if (filters.groupId && filters.groupId !== 'none') values.groupId = filters.groupId;
  if (filters.status) values.status = filters.status;
  if (filters.fuelType) values.fuelType = filters.fuelType;
  const shape: FilterShape = {
    filters: Object.keys(values) as FilterName[],
    noGroup: filters.groupId === 'none',
  };
  return { values, shape };
}

/** The shape's conditions, each value as `value` gives it: the value itself or a placeholder. */
function conditionsOf({ filters, noGroup }: FilterShape, value: (name: FilterName) => SQLWrapper): SQL {
  const where: SQL[] = [eq(vehicles.companyId, value('companyId'))];
  if (filters.includes('query')) where.push(ilike(vehicles.searchText, value('query')));
  if (noGroup) where.push(isNull(vehicles.groupId));
  else if (filters.includes('groupId')) where.push(eq(vehicles.groupId, value('groupId')));
  if (filters.includes('status')) where.push(eq(vehicles.status, value('status')));
  if (filters.includes('fuelType')) where.push(eq(vehicles.fuelType, value('fuelType')));
  return and(...where)!;
}

/** The filters of the list and the export, always within the company. */
export function vehicleConditions(companyId: string, filters: FleetVehicleExportQuery): SQL {
  const { values, shape } = bindFilters(companyId, filters);
  return conditionsOf(shape, (name) => sql.param(values[name]));
}

/** A company's vehicles: the list, one vehicle, add and edit; every change audited in its transaction. */
export function createVehiclesService({ db }: { db: Database }) {
  const matching = (shape: FilterShape) => conditionsOf(shape, (name) => sql.placeholder(name));
  // The group filter and sort need no join for the count.
  const countOf = (shape: FilterShape) => db.select({ value: count() }).from(vehicles).where(matching(shape));
  const pageStatement = statementsByShape('fleet_vehicles_page', (shape: ListShape, name) => {
    const direction = shape.order === 'desc' ? desc : asc;
    return withCompiledRows(
      db
        .select({ ...vehicleWithGroup, total: sql<number>`${countOf(shape)}`.mapWith(Number) })
        .from(vehicles)
        .leftJoin(vehicleGroups, vehicleGroupJoin)
        .where(matching(shape))
        .orderBy(direction(sortColumns[shape.sort]), asc(vehicles.registrationNumber))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    );
  });
  const countStatement = statementsByShape('fleet_vehicles_count', (shape: FilterShape, name) =>
    countOf(shape).prepare(name),
  );

  async function get(scope: VehicleScope, id: string, executor: Database = db): Promise<FleetVehicle> {
    const [row] = await selectVehicles(executor).where(
      and(eq(vehicles.id, id), eq(vehicles.companyId, scope.companyId)),
    );
    if (!row) throw new NotFound('Vehicle');
    return vehicleView(row.vehicle, row.group);
  }

  return {
    get: (scope: VehicleScope, id: string) => get(scope, id),

    /**
     * Searched, filtered, sorted and paged in the database: one prepared statement per shape, which
     * counts the matching vehicles too (a scalar subquery, run once); a page past the end counts apart.
     */
    async list(scope: VehicleScope, query: FleetVehicleListQuery): Promise<FleetVehiclePage> {
      const { values, shape } = bindFilters(scope.companyId, query);
      const rows = await pageStatement({ ...shape, sort: query.sort, order: query.order }).execute({
        ...values,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && query.page > 1) {
        total = (await countStatement(shape).execute(values))[0]?.value ?? 0;
      }
      return {
        items: rows.map((row) => vehicleView(row.vehicle, row.group)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * @throws ValidationFailed 400 on `groupId` (`not_found`); Conflict 409
     *   `REGISTRATION_NUMBER_EXISTS` when the company has the number already.
     */
    async create(scope: VehicleScope, body: FleetVehicleBody): Promise<FleetVehicle> {
      try {
        return await db.transaction(async (tx) => {
          const group = await groupOfBody(tx, scope.companyId, body.groupId);
          const [row] = await tx
            .insert(vehicles)
            .values({ companyId: scope.companyId, ...vehicleValues(body) })
            .returning();
          const vehicle = vehicleView(row!, group);
          await recordAudit(tx, scope, {
            entity: 'vehicle',
            entityId: vehicle.id,
            action: 'create',
            after: vehicleSnapshot(vehicle),
          });
          return vehicle;
        });
      } catch (error) {
        throw vehicleWriteError(error);
      }
    },

    /**
     * Replaces the vehicle's fields; an edit that changes nothing writes nothing (and no audit entry).
     *
     * @throws NotFound 404; ValidationFailed 400 on `groupId`; Conflict 409 `REGISTRATION_NUMBER_EXISTS`.
     */
    async update(scope: VehicleScope, id: string, body: FleetVehicleBody): Promise<FleetVehicle> {
      try {
        return await db.transaction(async (tx) => {
          const [current] = await selectVehicles(tx)
            .where(and(eq(vehicles.id, id), eq(vehicles.companyId, scope.companyId)))
            .for('update', { of: vehicles });
          if (!current) throw new NotFound('Vehicle');
          const before = vehicleView(current.vehicle, current.group);
          const group = await groupOfBody(tx, scope.companyId, body.groupId);
          const values = vehicleValues(body);
          const unchanged = Object.entries(values).every(
            ([key, value]) => current.vehicle[key as keyof typeof values] === value,
          );
          if (unchanged) return before;
          const [row] = await tx.update(vehicles).set(values).where(eq(vehicles.id, id)).returning();
          const after = vehicleView(row!, group);
          await recordAudit(tx, scope, {
            entity: 'vehicle',
            entityId: id,
            action: 'update',
            before: vehicleSnapshot(before),
            after: vehicleSnapshot(after),
          });
          return after;
        });
      } catch (error) {
        throw vehicleWriteError(error);
      }
    },
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
