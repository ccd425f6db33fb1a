import { and, asc, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../core/database/client';
import { NotFound } from '../../../core/errors';
import type { CompanyScope } from '../../../core/scope';
import { vehicleGroups, vehicles } from '../asset-tables';
import { type AuditActor, recordAudit } from '../audit';
import { vehicleWriteError } from './errors';
import {
  containsPattern,
  groupOfBody,
  selectVehicles,
  vehicleSnapshot,
  vehicleValues,
  vehicleView,
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

/** The filters of the list and the export, always within the company. */
export function vehicleConditions(companyId: string, filters: FleetVehicleExportQuery): SQL {
  const where: SQL[] = [eq(vehicles.companyId, companyId)];
  if (filters.query) where.push(ilike(vehicles.searchText, containsPattern(filters.query)));
  if (filters.groupId === 'none') where.push(isNull(vehicles.groupId));
  else if (filters.groupId) where.push(eq(vehicles.groupId, filters.groupId));
  if (filters.status) where.push(eq(vehicles.status, filters.status));
  if (filters.fuelType) where.push(eq(vehicles.fuelType, filters.fuelType));
  return and(...where)!;
}

/** A company's vehicles: the list, one vehicle, add and edit; every change audited in its transaction. */
export function createVehiclesService({ db }: { db: Database }) {
  async function get(scope: VehicleScope, id: string, executor: Database = db): Promise<FleetVehicle> {
    const [row] = await selectVehicles(executor).where(
      and(eq(vehicles.id, id), eq(vehicles.companyId, scope.companyId)),
    );
    if (!row) throw new NotFound('Vehicle');
    return vehicleView(row.vehicle, row.group);
  }

  return {
    get: (scope: VehicleScope, id: string) => get(scope, id),

    /** Searched, filtered, sorted and paged in the database. */
    async list(scope: VehicleScope, query: FleetVehicleListQuery): Promise<FleetVehiclePage> {
      const where = vehicleConditions(scope.companyId, query);
      const direction = query.order === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        selectVehicles(db)
          .where(where)
          .orderBy(direction(sortColumns[query.sort]), asc(vehicles.registrationNumber))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        // The group filter and sort need no join for the count.
        db.select({ value: count() }).from(vehicles).where(where),
      ]);
      return {
        items: rows.map((row) => vehicleView(row.vehicle, row.group)),
        total: total?.value ?? 0,
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
