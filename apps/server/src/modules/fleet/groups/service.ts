import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { uniqueViolation } from '../../../core/database/errors';
import { Conflict, NotFound } from '../../../core/errors';
import { vehicleGroups, vehicles } from '../asset-tables';
import { type AuditEntry, recordAudit } from '../audit';
import {
  containsPattern,
  selectVehicles,
  type VehicleWithGroup,
  vehicleSnapshot,
  vehicleView,
} from '../vehicles/rows';
import type { VehicleScope } from '../vehicles/service';
import {
  type FleetGroup,
  type FleetGroupAddVehiclesBody,
  type FleetGroupBody,
  type FleetGroupListQuery,
  type FleetGroupPage,
  type FleetGroupVehiclesAdded,
  GROUP_NAME_TAKEN_MESSAGE,
} from './schemas';

type GroupRow = typeof vehicleGroups.$inferSelect;

const vehicleCount = sql<number>`cast(count(${vehicles.id}) as int)`;
const sortColumns = {
  name: sql`lower(${vehicleGroups.name})`,
  vehicleCount,
  createdAt: vehicleGroups.createdAt,
};

/** 409 `GROUP_NAME_EXISTS` on `name`: 'Group name must be unique'. */
export function groupNameTaken(): Conflict {
  return new Conflict(
    GROUP_NAME_TAKEN_MESSAGE,
    [{ path: 'name', rule: 'unique', message: GROUP_NAME_TAKEN_MESSAGE }],
    'GROUP_NAME_EXISTS',
  );
}

function groupWriteError(error: unknown): unknown {
  return uniqueViolation(error) === 'vehicle_groups_company_name_unique' ? groupNameTaken() : error;
}

const groupView = (row: GroupRow, vehicleCount: number): FleetGroup => ({
  id: row.id,
  name: row.name,
  vehicleCount,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * A company's vehicle groups: names unique whatever the case (the unique index decides, so two
 * concurrent creates of one name give one group and one 409); every change audited in its transaction.
 */
export function createGroupsService({ db }: { db: Database }) {
  async function lockGroup(tx: Database, scope: VehicleScope, id: string) {
    const [row] = await tx
      .select()
      .from(vehicleGroups)
      .where(and(eq(vehicleGroups.id, id), eq(vehicleGroups.companyId, scope.companyId)))
      .for('update');
    if (!row) throw new NotFound('Group');
    return row;
  }

  async function countVehicles(executor: Database, groupId: string) {
    const [row] = await executor
      .select({ value: count() })
      .from(vehicles)
      .where(eq(vehicles.groupId, groupId));
    return row?.value ?? 0;
  }

  /** Sets the group of the vehicles, each audited with its group before and after. */
  async function regroup(
    tx: Database,
    scope: VehicleScope,
    rows: VehicleWithGroup[],
    group: { id: string; name: string } | null,
  ) {
    if (rows.length === 0) return;
    await tx
      .update(vehicles)
      .set({ groupId: group?.id ?? null })
      .where(
        inArray(
          vehicles.id,
          rows.map((row) => row.vehicle.id),
        ),
      );
    const entries: AuditEntry[] = rows.map((row) => {
      const before = vehicleSnapshot(vehicleView(row.vehicle, row.group));
      return {
        entity: 'vehicle',
        entityId: row.vehicle.id,
        action: 'update',
        before,
        after: { ...before, group },
      };
    });
    await recordAudit(tx, scope, ...entries);
  }

  return {
    async list(scope: VehicleScope, query: FleetGroupListQuery): Promise<FleetGroupPage> {
      const where: SQL[] = [eq(vehicleGroups.companyId, scope.companyId)];
      if (query.query) where.push(ilike(vehicleGroups.name, containsPattern(query.query)));
      const direction = query.order === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select({ group: vehicleGroups, vehicleCount })
          .from(vehicleGroups)
          .leftJoin(vehicles, eq(vehicles.groupId, vehicleGroups.id))
          .where(and(...where))
          .groupBy(vehicleGroups.id)
          .orderBy(direction(sortColumns[query.sort]), asc(vehicleGroups.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ value: count() })
          .from(vehicleGroups)
          .where(and(...where)),
      ]);
      return {
        items: rows.map((row) => groupView(row.group, row.vehicleCount)),
        total: total?.value ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    /** @throws Conflict 409 `GROUP_NAME_EXISTS`. */
    async create(scope: VehicleScope, body: FleetGroupBody): Promise<FleetGroup> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(vehicleGroups)
            .values({ companyId: scope.companyId, name: body.name })
            .returning();
          await recordAudit(tx, scope, {
            entity: 'group',
            entityId: row!.id,
            action: 'create',
            after: { name: row!.name },
          });
          return groupView(row!, 0);
        });
      } catch (error) {
        throw groupWriteError(error);
      }
    },

    /** @throws NotFound 404; Conflict 409 `GROUP_NAME_EXISTS`. */
    async rename(scope: VehicleScope, id: string, body: FleetGroupBody): Promise<FleetGroup> {
      try {
        return await db.transaction(async (tx) => {
          const current = await lockGroup(tx, scope, id);
          const vehicleCount = await countVehicles(tx, id);
          if (current.name === body.name) return groupView(current, vehicleCount);
          const [row] = await tx
            .update(vehicleGroups)
            .set({ name: body.name })
            .where(eq(vehicleGroups.id, id))
            .returning();
          await recordAudit(tx, scope, {
            entity: 'group',
            entityId: id,
            action: 'update',
            before: { name: current.name },
            after: { name: row!.name },
          });
          return groupView(row!, vehicleCount);
        });
      } catch (error) {
        throw groupWriteError(error);
      }
    },

    /** Deletes the group; its vehicles stay, in no group (each change audited). @throws NotFound 404. */
    async delete(scope: VehicleScope, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const group = await lockGroup(tx, scope, id);
        const members = await selectVehicles(tx)
          .where(eq(vehicles.groupId, id))
          .orderBy(asc(vehicles.id))
          .for('update', { of: vehicles });
        await regroup(tx, scope, members, null);
        await tx.delete(vehicleGroups).where(eq(vehicleGroups.id, id));
        await recordAudit(tx, scope, {
          entity: 'group',
          entityId: id,
          action: 'delete',
          before: { name: group.name, vehicleCount: members.length },
        });
      });
    },

    /**
     * Puts vehicles in the group. Vehicles already in it are left as they are.
     *
     * @throws NotFound 404 for the group or a vehicle that is not the company's; Conflict 409
     *   `VEHICLES_IN_OTHER_GROUP` (without `move`), its fields naming each such vehicle
     *   (`vehicleIds.<index>`, rule `in_other_group`).
     */
    async addVehicles(
      scope: VehicleScope,
      id: string,
      body: FleetGroupAddVehiclesBody,
    ): Promise<FleetGroupVehiclesAdded> {
      return db.transaction(async (tx) => {
        const group = await lockGroup(tx, scope, id);
        const ids = [...new Set(body.vehicleIds)];
        // In id order, so that concurrent calls lock the rows in one order and never deadlock.
        const rows = await selectVehicles(tx)
          .where(and(eq(vehicles.companyId, scope.companyId), inArray(vehicles.id, ids)))
          .orderBy(asc(vehicles.id))
          .for('update', { of: vehicles });
        if (rows.length !== ids.length) throw new NotFound('Vehicle');
        const changing = rows.filter((row) => row.vehicle.groupId !== id);
        const elsewhere = changing.filter((row) => row.vehicle.groupId !== null);
        if (elsewhere.length && !body.move) {
          const message = 'Some vehicles are in another group: move them?';
          throw new Conflict(
            message,
            elsewhere.map((row) => ({
              path: `vehicleIds.${body.vehicleIds.indexOf(row.vehicle.id)}`,
              rule: 'in_other_group',
              message: `${row.vehicle.registrationNumber} is in the group ${row.group?.name}`,
            })),
            'VEHICLES_IN_OTHER_GROUP',
          );
        }
        await regroup(tx, scope, changing, { id: group.id, name: group.name });
        return {
          group: groupView(group, await countVehicles(tx, id)),
          added: changing.length - elsewhere.length,
          moved: elsewhere.length,
        };
      });
    },

    /** Takes a vehicle out of the group. @throws NotFound 404 when the group does not hold it. */
    async removeVehicle(scope: VehicleScope, id: string, vehicleId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockGroup(tx, scope, id);
        const rows = await selectVehicles(tx)
          .where(and(eq(vehicles.id, vehicleId), eq(vehicles.groupId, id)))
          .for('update', { of: vehicles });
        if (rows.length === 0) throw new NotFound('Vehicle');
        await regroup(tx, scope, rows, null);
      });
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
