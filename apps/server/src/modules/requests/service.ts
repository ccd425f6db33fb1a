import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CallerOf } from '../../core/caller';
import type { Database } from '../../core/database/client';
import { lockForTransaction } from '../../core/database/locks';
import { Conflict, Forbidden, InvalidTransition, NotFound, ValidationFailed } from '../../core/errors';
import type { AuthService } from '../auth/service';
import type { DatedRequestFilter } from '../intranet/dated-requests';
import type { IntranetService } from '../intranet/service';
import type { ProjectsService } from '../projects/service';
import { checkPayload, checkSameType, datedColumns, eventTitle } from './payloads';
import type {
  ConfirmRequestActionBody,
  CreateRequestActionBody,
  RequestAction,
  RequestActionActor,
  RequestActionData,
  ReviewRequestActionBody,
  UpdateRequestActionBody,
} from './schemas';
import { requestActionComments, requestActionHistory, requestActions } from './tables';
import { canMove, type Mover } from './transitions';
import { type HistoryAction, openStatuses, type RequestActionType, type RequestStatus } from './types';
import { listDatedRequests, type RequestRow, viewRequests } from './views';

export type RequestCaller = CallerOf<'admin'> | CallerOf<'user'>;

type Deps = {
  db: Database;
  auth: Pick<AuthService, 'getUser' | 'getAdmin'>;
  projects: Pick<ProjectsService, 'assertAdminOf'>;
  /** A getter: the intranet is built after this service (it reads our dated requests). */
  intranet: () => Pick<IntranetService, 'employees' | 'holidays' | 'events'>;
};

type ListQuery = {
  projectId?: string;
  status?: RequestStatus[];
  type?: RequestActionType[];
  userId?: string;
  scope: 'own' | 'team';
  limit: number;
  page: number;
};

const historyActionOf: Record<RequestStatus, HistoryAction> = {
  pending: 'updated',
  reviewed: 'reviewed',
  confirmed: 'confirmed',
  rejected: 'rejected',
  user_accepted: 'accepted',
  user_rejected: 'declined',
};

/** Request actions: creation, the state machine of transitions.ts, comments and history. */
export function createRequestsService({ db, auth, projects, intranet }: Deps) {
  async function actorOf(caller: RequestCaller): Promise<RequestActionActor> {
    if (caller.kind === 'admin') {
      const admin = await auth.getAdmin(caller.adminId);
      return { kind: 'admin', id: admin.id, name: admin.name };
    }
    const user = await auth.getUser(caller.userId);
    return { kind: 'user', id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
  }

  async function adminProject(adminId: string, projectId: string | undefined): Promise<string> {
    if (!projectId) {
      throw new ValidationFailed('projectId is required for an admin', [
        { path: 'projectId', rule: 'required', message: 'Name the project' },
      ]);
    }
    await projects.assertAdminOf(adminId, projectId);
    return projectId;
  }

  /**
   * The request and the caller's role in it: an admin of its project, the requester, or the requester's
   * direct manager. @throws NotFound for anyone else (existence does not leak).
   */
  async function access(caller: RequestCaller, id: string): Promise<{ row: RequestRow; role: Mover }> {
    const [row] = await db.select().from(requestActions).where(eq(requestActions.id, id));
    if (!row) throw new NotFound('Request');
    if (caller.kind === 'admin') {
      await projects.assertAdminOf(caller.adminId, row.projectId).catch(() => {
        throw new NotFound('Request');
      });
      return { row, role: 'admin' };
    }
    if (row.projectId === caller.projectId) {
      if (row.userId === caller.userId) return { row, role: 'requester' };
      if (await intranet().employees.isManagerOf(row.projectId, caller.userId, row.userId)) {
        return { row, role: 'manager' };
      }
    }
    throw new NotFound('Request');
  }

  /**
   * Checks a vacation or training against the requester's other dated requests (and a vacation against
   * their balance) inside `tx`, under a lock per requester so that two requests cannot both spend the
   * last days. Returns the vacation's working days (null for other types).
   */
  async function vet(
    tx: Database,
    target: { projectId: string; userId: string; excludeId?: string },
    data: RequestActionData,
    prefix: string,
  ): Promise<number | null> {
    if (data.type !== 'vacation' && data.type !== 'training') return null;
    await lockForTransaction(tx, `requests:${target.userId}`);
    const range = { startDate: data.startDate, endDate: data.endDate };
    if (data.type === 'training') {
      const overlaps = await listDatedRequests(tx, {
        projectId: target.projectId,
        userIds: [target.userId],
        statuses: [...openStatuses, 'confirmed'],
        overlapping: range,
        excludeId: target.excludeId,
      });
      if (overlaps.length > 0) throw overlapping(prefix);
      return null;
    }
    const check = await intranet().holidays.check(
      target.projectId,
      target.userId,
      { ...range, type: data.holidayType },
      { exec: tx, excludeRequestId: target.excludeId, pathPrefix: prefix },
    );
    if (check.workingDays === 0) {
      throw new ValidationFailed('The range holds no working day', [
        { path: `${prefix}endDate`, rule: 'no_working_days', message: 'Weekends and public holidays only' },
      ]);
    }
    if (check.overlaps.length > 0) throw overlapping(prefix);
    if (!check.sufficient) {
      const left = check.balance.balance ?? 0;
      throw new Conflict(
        `This needs ${check.workingDays} working days; ${left} are left`,
        [{ path: `${prefix}endDate`, rule: 'insufficient_balance', message: `${left} days left` }],
        'INSUFFICIENT_BALANCE',
      );
    }
    return check.workingDays;
  }

  async function record(
    tx: Database,
    row: Pick<RequestRow, 'id'>,
    entry: {
      action: HistoryAction;
      from: RequestStatus | null;
      to: RequestStatus;
      actor: RequestActionActor;
      details?: Record<string, unknown>;
      comment?: string;
    },
  ) {
    if (entry.comment) {
      await tx.insert(requestActionComments).values({
        requestActionId: row.id,
        authorKind: entry.actor.kind,
        authorId: entry.actor.id,
        authorName: entry.actor.name,
        text: entry.comment,
      });
    }
    await tx.insert(requestActionHistory).values({
      requestActionId: row.id,
      action: entry.action,
      fromStatus: entry.from,
      toStatus: entry.to,
      actorKind: entry.actor.kind,
      actorId: entry.actor.id,
      actorName: entry.actor.name,
      details: entry.details ?? null,
    });
  }

  /**
   * Moves `row` to `to` when transitions.ts allows it: a compare-and-set on the status read, so of two
   * concurrent moves only one wins; the loser gets 409 INVALID_TRANSITION. A confirmation books a
   * vacation's days and puts a vacation or training in the calendar, in the same transaction.
   */
  async function move(
    row: RequestRow,
    to: RequestStatus,
    mover: Mover,
    options: {
      actor: RequestActionActor;
      comment?: string;
      details?: Record<string, unknown>;
      /** Extra columns to set, worked out inside the transaction (e.g. an accepted proposal). */
      prepare?: (tx: Database) => Promise<Partial<typeof requestActions.$inferInsert>>;
    },
  ): Promise<RequestAction> {
    if (!canMove(row.status, to, mover)) throw new InvalidTransition(row.status, to);
    await db.transaction(async (tx) => {
      const extra = (await options.prepare?.(tx)) ?? {};
      const [moved] = await tx
        .update(requestActions)
        .set({ ...extra, status: to })
        .where(and(eq(requestActions.id, row.id), eq(requestActions.status, row.status)))
        .returning();
      if (!moved) {
        const [current] = await tx
          .select({ status: requestActions.status })
          .from(requestActions)
          .where(eq(requestActions.id, row.id));
        if (!current) throw new NotFound('Request');
        throw new InvalidTransition(current.status, to);
      }
      await record(tx, row, {
        action: historyActionOf[to],
        from: row.status,
        to,
        actor: options.actor,
        details: options.details,
        comment: options.comment,
      });
      if (to === 'confirmed') await onConfirmed(tx, moved);
    });
    return load(row.id);
  }

  /** The request as the API shows it, once access is settled. */
  async function load(id: string): Promise<RequestAction> {
    const [row] = await db.select().from(requestActions).where(eq(requestActions.id, id));
    if (!row) throw new NotFound('Request');
    return (await viewRequests(db, [row]))[0]!;
  }

  async function onConfirmed(tx: Database, row: RequestRow) {
    const data = row.data as RequestActionData;
    if (data.type !== 'vacation' && data.type !== 'training') return;
    const owner = { projectId: row.projectId, userId: row.userId };
    if (data.type === 'vacation') {
      await intranet().holidays.recordTaken(tx, {
        ...owner,
        requestActionId: row.id,
        type: data.holidayType,
        startDate: data.startDate,
        endDate: data.endDate,
        days: row.days ?? 0,
      });
    }
    await intranet().events.addFromRequest(tx, {
      ...owner,
      requestActionId: row.id,
      kind: data.type,
      title: eventTitle(data),
      startDate: data.startDate,
      endDate: data.endDate,
    });
  }

  function checkReview(row: RequestRow, body: { comment?: string; proposal?: RequestActionData }) {
    if (!body.comment && !body.proposal) {
      throw new ValidationFailed('A review needs a comment or a proposal', [
        { path: 'comment', rule: 'required', message: 'Add a comment or a proposal' },
      ]);
    }
    if (body.proposal) {
      checkSameType(row.type, body.proposal, 'proposal.type');
      checkPayload(body.proposal, 'proposal.');
    }
  }

  const service = {
    /** For the intranet (balances, overlaps): see intranet/dated-requests.ts. */
    listDated: (filter: DatedRequestFilter, exec: Database = db) => listDatedRequests(exec, filter),

    async list(caller: RequestCaller, query: ListQuery) {
      const conditions: (SQL | undefined)[] = [];
      if (caller.kind === 'admin') {
        conditions.push(eq(requestActions.projectId, await adminProject(caller.adminId, query.projectId)));
        if (query.userId) conditions.push(eq(requestActions.userId, query.userId));
      } else {
        if (query.projectId && query.projectId !== caller.projectId) throw new NotFound('Project');
        conditions.push(eq(requestActions.projectId, caller.projectId));
        const userIds =
          query.scope === 'team'
            ? await intranet().employees.directReportUserIds(caller.projectId, caller.userId)
            : [caller.userId];
        if (userIds.length === 0) return { items: [], total: 0, page: query.page, limit: query.limit };
        conditions.push(inArray(requestActions.userId, userIds));
      }
      if (query.status?.length) conditions.push(inArray(requestActions.status, query.status));
      if (query.type?.length) conditions.push(inArray(requestActions.type, query.type));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(requestActions)
          .where(where)
          .orderBy(desc(requestActions.createdAt), desc(requestActions.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(requestActions).where(where),
      ]);
      return {
        items: await viewRequests(db, rows),
        total: total?.value ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    async get(caller: RequestCaller, id: string): Promise<RequestAction> {
      const { row } = await access(caller, id);
      return (await viewRequests(db, [row]))[0]!;
    },

    /**
     * An end user's request of their own, or an admin's on behalf of a user of their project (`projectId`
     * query and `userId` body). Starts `pending`.
     */
    async create(caller: RequestCaller, projectIdQuery: string | undefined, body: CreateRequestActionBody) {
      let target: { projectId: string; userId: string };
      if (caller.kind === 'admin') {
        const projectId = await adminProject(caller.adminId, projectIdQuery);
        if (!body.userId) {
          throw new ValidationFailed('userId is required for an admin', [
            { path: 'userId', rule: 'required', message: 'Name the end user the request is for' },
          ]);
        }
        const user = await auth.getUser(body.userId).catch(() => undefined);
        if (!user || user.projectId !== projectId) {
          throw new ValidationFailed('No such user in this project', [
            { path: 'userId', rule: 'not_found', message: 'No such user in this project' },
          ]);
        }
        target = { projectId, userId: user.id };
      } else {
        if (projectIdQuery && projectIdQuery !== caller.projectId) throw new NotFound('Project');
        if (body.userId && body.userId !== caller.userId) {
          throw new ValidationFailed('An end user requests for themselves', [
            { path: 'userId', rule: 'not_allowed', message: 'Leave userId out' },
          ]);
        }
        target = { projectId: caller.projectId, userId: caller.userId };
      }
      const data = body.data as RequestActionData;
      checkPayload(data, 'data.');
      const actor = await actorOf(caller);
      const id = await db.transaction(async (tx) => {
        const days = await vet(tx, target, data, 'data.');
        const [row] = await tx
          .insert(requestActions)
          .values({ ...target, type: data.type, data, ...datedColumns(data), days })
          .returning();
        await record(tx, row!, {
          action: 'created',
          from: null,
          to: 'pending',
          actor,
          comment: body.comment,
        });
        return row!.id;
      });
      return load(id);
    },

    /**
     * One route, two callers: an admin moves the request (`status`, with `comment` and, for a review,
     * `proposal`); the requester replaces the payload of their pending request (`data`).
     */
    async update(caller: RequestCaller, id: string, body: UpdateRequestActionBody): Promise<RequestAction> {
      if (caller.kind === 'admin') {
        if (body.data) {
          throw new ValidationFailed('An admin changes the payload through a review proposal', [
            { path: 'data', rule: 'not_allowed', message: 'Send a proposal with status reviewed' },
          ]);
        }
        if (!body.status) {
          throw new ValidationFailed('status is required for an admin', [
            { path: 'status', rule: 'required', message: 'Name the status to move to' },
          ]);
        }
        if (body.proposal && body.status !== 'reviewed') {
          throw new ValidationFailed('A proposal goes with a review', [
            { path: 'proposal', rule: 'not_allowed', message: 'Only with status reviewed' },
          ]);
        }
        const { row } = await access(caller, id);
        const proposal = body.proposal as RequestActionData | undefined;
        if (body.status === 'reviewed') checkReview(row, { comment: body.comment, proposal });
        return move(row, body.status, 'admin', {
          actor: await actorOf(caller),
          comment: body.comment,
          details: body.status === 'reviewed' ? { proposal: proposal ?? null } : undefined,
          prepare: async () => (body.status === 'reviewed' ? { proposal: proposal ?? null } : {}),
        });
      }
      if (body.status || body.proposal || body.comment) {
        const field = body.status ? 'status' : body.proposal ? 'proposal' : 'comment';
        throw new ValidationFailed(`An end user cannot send ${field} here`, [
          { path: field, rule: 'not_allowed', message: 'End users send data only' },
        ]);
      }
      if (!body.data) {
        throw new ValidationFailed('data is required', [
          { path: 'data', rule: 'required', message: 'Send the new payload' },
        ]);
      }
      const { row, role } = await access(caller, id);
      if (role !== 'requester') throw new Forbidden('Only the requester edits a request');
      const data = body.data as RequestActionData;
      checkSameType(row.type, data, 'data.type');
      checkPayload(data, 'data.');
      if (row.status !== 'pending') throw notPending(row.status, 'edited');
      const actor = await actorOf(caller);
      await db.transaction(async (tx) => {
        const days = await vet(tx, { ...row, excludeId: row.id }, data, 'data.');
        const [updated] = await tx
          .update(requestActions)
          .set({ data, ...datedColumns(data), days })
          .where(and(eq(requestActions.id, row.id), eq(requestActions.status, 'pending')))
          .returning({ id: requestActions.id });
        if (!updated) throw notPending('decided', 'edited');
        await record(tx, row, {
          action: 'updated',
          from: 'pending',
          to: 'pending',
          actor,
          details: { previousData: row.data },
        });
      });
      return load(id);
    },

    /** The requester deletes their own pending request. */
    async remove(caller: CallerOf<'user'>, id: string): Promise<void> {
      const { row, role } = await access(caller, id);
      if (role !== 'requester') throw new Forbidden('Only the requester deletes a request');
      const [deleted] = await db
        .delete(requestActions)
        .where(and(eq(requestActions.id, id), eq(requestActions.status, 'pending')))
        .returning({ id: requestActions.id });
      if (!deleted) throw notPending(row.status === 'pending' ? 'decided' : row.status, 'deleted');
    },

    /** A comment from the requester, their manager or an admin, in any status. */
    async addComment(caller: RequestCaller, id: string, text: string): Promise<RequestAction> {
      const { row } = await access(caller, id);
      const actor = await actorOf(caller);
      await db.transaction((tx) =>
        record(tx, row, { action: 'commented', from: row.status, to: row.status, actor, comment: text }),
      );
      return load(id);
    },

    /** The requester's direct manager reviews it: a comment and/or a proposed replacement payload. */
    async review(
      caller: CallerOf<'user'>,
      id: string,
      body: ReviewRequestActionBody,
    ): Promise<RequestAction> {
      const { row, role } = await access(caller, id);
      if (role !== 'manager') {
        throw new Forbidden('Only the requester’s manager reviews a request', 'NOT_MANAGER');
      }
      const proposal = body.proposal as RequestActionData | undefined;
      checkReview(row, { comment: body.comment, proposal });
      return move(row, 'reviewed', 'manager', {
        actor: await actorOf(caller),
        comment: body.comment,
        details: { proposal: proposal ?? null },
        prepare: async () => ({ proposal: proposal ?? null }),
      });
    },

    /**
     * The requester answers a review (the spec's "confirm"): accepting applies the proposal, if any
     * (a vacation's balance and overlaps are checked again); rejecting drops it.
     */
    async respond(caller: CallerOf<'user'>, body: ConfirmRequestActionBody): Promise<RequestAction> {
      const { row, role } = await access(caller, body.id);
      if (role !== 'requester') throw new Forbidden('Only the requester answers a review');
      const proposal = row.proposal as RequestActionData | null;
      const to: RequestStatus = body.accept ? 'user_accepted' : 'user_rejected';
      return move(row, to, 'requester', {
        actor: await actorOf(caller),
        comment: body.comment,
        details: { proposalApplied: body.accept && !!proposal },
        prepare: async (tx) => {
          if (!body.accept || !proposal) return { proposal: null };
          const days = await vet(tx, { ...row, excludeId: row.id }, proposal, 'proposal.');
          return { data: proposal, proposal: null, ...datedColumns(proposal), days };
        },
      });
    },
  };
  return service;
}

export type RequestsService = ReturnType<typeof createRequestsService>;

function overlapping(prefix: string) {
  return new Conflict(
    'The dates overlap another vacation or training of yours',
    [{ path: `${prefix}startDate`, rule: 'overlap', message: 'Overlaps another request' }],
    'OVERLAPPING_REQUEST',
  );
}

function notPending(status: string, verb: 'edited' | 'deleted') {
  return new Conflict(
    `Only a pending request can be ${verb}; this one is ${status}`,
    undefined,
    'INVALID_TRANSITION',
  );
}
