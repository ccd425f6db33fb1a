import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../core/database/client';
import { uniqueViolation } from '../../core/database/errors';
import { lockForTransaction } from '../../core/database/locks';
import { Conflict, NotFound, ValidationFailed } from '../../core/errors';
import type { Pagination } from '../../core/schemas';
import type { AuthService } from '../auth/service';
import type {
  CreateEmployeeBody,
  Employee,
  ListEmployeesQuery,
  ManagementChart,
  OrgChart,
  OrgChartNode,
  UpdateEmployeeBody,
} from './schemas';
import { employees } from './tables';

type Deps = { db: Database; auth: Pick<AuthService, 'getUser'> };

/** Employees (HR records of end users), the org chart and the management chart. */
export function createEmployeesService({ db, auth }: Deps) {
  async function userOfProject(projectId: string, userId: string) {
    const user = await auth.getUser(userId).catch((error: unknown) => {
      if (error instanceof NotFound) return undefined;
      throw error;
    });
    if (!user || user.projectId !== projectId) {
      throw new ValidationFailed('No such user in this project', [
        { path: 'userId', rule: 'not_found', message: 'No such user in this project' },
      ]);
    }
    return user;
  }

  /**
   * @throws ValidationFailed (`managerId`: `not_found`, or `no_cycle` when the employee would end up
   *   among their own managers).
   */
  async function assertManagerFits(
    tx: Database,
    projectId: string,
    employeeId: string | null,
    managerId: string,
  ) {
    const rows = await tx
      .select({ id: employees.id, managerId: employees.managerId })
      .from(employees)
      .where(eq(employees.projectId, projectId));
    const managerOf = new Map(rows.map((row) => [row.id, row.managerId]));
    if (!managerOf.has(managerId)) {
      throw new ValidationFailed('No such employee in this project', [
        { path: 'managerId', rule: 'not_found', message: 'No such employee in this project' },
      ]);
    }
    for (let current: string | null | undefined = managerId, steps = 0; current; steps += 1) {
      if (current === employeeId) {
        throw new ValidationFailed('The manager links would form a loop', [
          { path: 'managerId', rule: 'no_cycle', message: 'An employee cannot report to their own report' },
        ]);
      }
      if (steps > managerOf.size) break;
      current = managerOf.get(current);
    }
  }

  function unique(error: unknown): never {
    if (uniqueViolation(error) === 'intranet_employees_project_user_unique') {
      throw new Conflict('This user already has an employee record', [
        { path: 'userId', rule: 'unique', message: 'This user already has an employee record' },
      ]);
    }
    throw error;
  }

  async function allOf(projectId: string): Promise<Employee[]> {
    return db
      .select()
      .from(employees)
      .where(eq(employees.projectId, projectId))
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  }

  const service = {
    async create(projectId: string, body: CreateEmployeeBody): Promise<Employee> {
      const user = await userOfProject(projectId, body.userId);
      return db.transaction(async (tx) => {
        await lockForTransaction(tx, `org:${projectId}`);
        if (body.managerId) await assertManagerFits(tx, projectId, null, body.managerId);
        const [row] = await tx
          .insert(employees)
          .values({
            projectId,
            userId: body.userId,
            firstName: body.firstName ?? user.firstName,
            lastName: body.lastName ?? user.lastName,
            position: body.position,
            department: body.department,
            managerId: body.managerId ?? null,
            startDate: body.startDate,
          })
          .returning()
          .catch(unique);
        return row!;
      });
    },

    async update(projectId: string, employeeId: string, body: UpdateEmployeeBody): Promise<Employee> {
      return db.transaction(async (tx) => {
        // One manager change at a time per project: two concurrent changes could otherwise close a loop.
        await lockForTransaction(tx, `org:${projectId}`);
        if (body.managerId) await assertManagerFits(tx, projectId, employeeId, body.managerId);
        const [row] = await tx
          .update(employees)
          .set(body)
          .where(and(eq(employees.id, employeeId), eq(employees.projectId, projectId)))
          .returning();
        if (!row) throw new NotFound('Employee');
        return row;
      });
    },

    async get(projectId: string, employeeId: string): Promise<Employee> {
      const [row] = await db
        .select()
        .from(employees)
        .where(and(eq(employees.id, employeeId), eq(employees.projectId, projectId)));
      if (!row) throw new NotFound('Employee');
      return row;
    },

    async list(projectId: string, query: Pagination & Pick<ListEmployeesQuery, 'department'>) {
      const where = and(
        eq(employees.projectId, projectId),
        query.department ? eq(employees.department, query.department) : undefined,
      );
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(employees)
          .where(where)
          .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(employees).where(where),
      ]);
      return { items, total: total?.value ?? 0, page: query.page, limit: query.limit };
    },

    /** The user's HR record, or undefined when they have none. */
    async findByUser(projectId: string, userId: string, exec: Database = db): Promise<Employee | undefined> {
      const [row] = await exec
        .select()
        .from(employees)
        .where(and(eq(employees.projectId, projectId), eq(employees.userId, userId)));
      return row;
    },

    /** @throws NotFound when the user has no HR record in the project. */
    async requireByUser(projectId: string, userId: string, exec: Database = db): Promise<Employee> {
      const row = await service.findByUser(projectId, userId, exec);
      if (!row) throw new NotFound('Employee record');
      return row;
    },

    /** Employees of the project in one query, by user id. */
    async byUsers(projectId: string, userIds: string[]): Promise<Map<string, Employee>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(employees)
        .where(and(eq(employees.projectId, projectId), inArray(employees.userId, userIds)));
      return new Map(rows.map((row) => [row.userId, row]));
    },

    /** The whole project as a tree, from one query. */
    async orgChart(projectId: string): Promise<OrgChart> {
      const rows = await allOf(projectId);
      const nodes = new Map<string, OrgChartNode>(rows.map((row) => [row.id, { ...row, reports: [] }]));
      const roots: OrgChartNode[] = [];
      for (const node of nodes.values()) {
        const manager = node.managerId ? nodes.get(node.managerId) : undefined;
        if (manager) manager.reports.push(node);
        else roots.push(node);
      }
      return { roots, total: rows.length };
    },

    /** The caller's managers up to the top (nearest first) and their own direct reports. */
    async managementChart(projectId: string, userId: string): Promise<ManagementChart> {
      const rows = await allOf(projectId);
      const self = rows.find((row) => row.userId === userId);
      if (!self) throw new NotFound('Employee record');
      const byId = new Map(rows.map((row) => [row.id, row]));
      const managers: Employee[] = [];
      const seen = new Set([self.id]);
      for (let next = self.managerId; next && !seen.has(next); next = byId.get(next)?.managerId ?? null) {
        const manager = byId.get(next);
        if (!manager) break;
        seen.add(next);
        managers.push(manager);
      }
      return { employee: self, managers, reports: rows.filter((row) => row.managerId === self.id) };
    },

    /** Whether `managerUserId` is the direct manager of `reportUserId` in the project (one query). */
    async isManagerOf(projectId: string, managerUserId: string, reportUserId: string): Promise<boolean> {
      const manager = alias(employees, 'manager');
      const [row] = await db
        .select({ id: employees.id })
        .from(employees)
        .innerJoin(manager, eq(manager.id, employees.managerId))
        .where(
          and(
            eq(employees.projectId, projectId),
            eq(employees.userId, reportUserId),
            eq(manager.userId, managerUserId),
          ),
        );
      return !!row;
    },

    /** User ids of the direct reports of `managerUserId` (one query). */
    async directReportUserIds(projectId: string, managerUserId: string): Promise<string[]> {
      const manager = alias(employees, 'manager');
      const rows = await db
        .select({ userId: employees.userId })
        .from(employees)
        .innerJoin(manager, eq(manager.id, employees.managerId))
        .where(and(eq(employees.projectId, projectId), eq(manager.userId, managerUserId)));
      return rows.map((row) => row.userId);
    },
  };
  return service;
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
