import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { ValidationFailed } from '../../../core/errors';
import { vehicleGroups, vehicles } from '../asset-tables';
import type { FleetGroupRef, FleetVehicle, FleetVehicleBody } from './schemas';

// Reading and writing vehicle rows: the API view, the values of a body, and the group checks that the
// vehicle, group and import services share.

type VehicleRow = typeof vehicles.$inferSelect;
/** A row of {@link selectVehicles}. */
export type VehicleWithGroup = { vehicle: VehicleRow; group: FleetGroupRef | null };

/** A vehicle with its group's id and name (null when it has none). */
export const vehicleWithGroup = {
  vehicle: vehicles,
  group: { id: vehicleGroups.id, name: vehicleGroups.name },
};

export const vehicleGroupJoin = eq(vehicleGroups.id, vehicles.groupId);

export function selectVehicles(db: Database) {
  return db.select(vehicleWithGroup).from(vehicles).leftJoin(vehicleGroups, vehicleGroupJoin);
}

export function vehicleView(row: VehicleRow, group: FleetGroupRef | null): FleetVehicle {
  return {
    id: row.id,
    registrationType: row.registrationType,
    registrationNumber: row.registrationNumber,
    numberPlate: row.numberPlate,
    make: row.make,
    model: row.model,
    color: row.color,
    fuelType: row.fuelType,
    tankCapacityLiters: row.tankCapacityMl === null ? null : row.tankCapacityMl / 1000,
    trailerNumber: row.trailerNumber,
    group: group?.id ? group : null,
    status: row.status,
    odometerKm: row.odometerKm,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What the audit log keeps of a vehicle: its view without the timestamps the log has anyway. */
export function vehicleSnapshot(vehicle: FleetVehicle): Record<string, unknown> {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = vehicle;
  return rest;
}

export function vehicleValues(body: FleetVehicleBody) {
  return {
    registrationType: body.registrationType,
    registrationNumber: body.registrationNumber,
    numberPlate: body.numberPlate ?? null,
    make: body.make ?? null,
    model: body.model ?? null,
    color: body.color ?? null,
    fuelType: body.fuelType,
    tankCapacityMl: body.tankCapacityLiters == null ? null : Math.round(body.tankCapacityLiters * 1000),
    trailerNumber: body.trailerNumber ?? null,
    groupId: body.groupId ?? null,
    status: body.status,
  } satisfies Partial<typeof vehicles.$inferInsert>;
}

/**
 * The company's groups among `groupIds`, locked against a concurrent delete until the transaction
 * ends (`FOR KEY SHARE`: renames may go on).
 */
export async function lockGroups(tx: Database, companyId: string, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, FleetGroupRef>();
  const rows = await tx
    .select({ id: vehicleGroups.id, name: vehicleGroups.name })
    .from(vehicleGroups)
    .where(and(eq(vehicleGroups.companyId, companyId), inArray(vehicleGroups.id, groupIds)))
    .for('key share');
  return new Map(rows.map((row) => [row.id, row]));
}

/** The body's group, locked; null for none. @throws ValidationFailed 400 on `groupId` (`not_found`). */
export async function groupOfBody(tx: Database, companyId: string, groupId: string | null | undefined) {
  if (!groupId) return null;
  const group = (await lockGroups(tx, companyId, [groupId])).get(groupId);
  if (!group) {
    throw new ValidationFailed('Unknown group', [
      { path: 'groupId', rule: 'not_found', message: 'The company has no such group' },
    ]);
  }
  return group;
}

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
