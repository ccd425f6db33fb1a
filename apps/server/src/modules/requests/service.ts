import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { Forbidden, ValidationFailed } from '../../core/errors';
import type { Scope } from '../../core/scope';
import type { DatedRequestFilter } from '../intranet/dated-requests';
import { checkPayload, checkSameType, datedColumns } from './payloads';
import type {
  ConfirmRequestActionBody,
  CreateRequestActionBody,
  RequestAction,
  RequestActionData,
  ReviewRequestActionBody,
  UpdateRequestActionBody,
} from './schemas';
import { requestActions } from './tables';
import type { RequestActionType, RequestStatus } from './types';
import { listDatedRequests, type RequestRow, viewRequests } from './views';
import { createRequestWorkflow, notPending, type RequestsDeps } from './workflow';

export type { RequestCaller } from './workflow';

type ListQuery = {
  status?: RequestStatus[];
  type?: RequestActionType[];
  userId?: string;
  scope: 'own' | 'team';
  limit: number;
  page: number;
};

/** Request actions: creation, the state machine of transitions.ts, comments and history. */
export function createRequestsService(deps: RequestsDeps) {
  const { db, auth, intranet } = deps;
  const { requestCaller, actorOf, find, roleOf, vet, record, move, load, checkReview } =
    createRequestWorkflow(deps);

  /** The request and the caller's role in it (the guard loaded it and checked its project). */
  async function access(scope: Scope, row: RequestRow) {
    const caller = requestCaller(scope.actor);
    return { caller, row, role: await roleOf(caller, row) };
  }

  const service = {
    /** For the intranet (balances, overlaps): see intranet/dated-requests.ts. */
    listDated: (filter: DatedRequestFilter, exec: Database = db) => listDatedRequests(exec, filter),

    /** The request a route names by id, for the guard (scopedTarget): its project decides access. */
    find,

    async list(scope: Scope, query: ListQuery) {
      const caller = requestCaller(scope.actor);
      const conditions: (SQL | undefined)[] = [eq(requestActions.projectId, scope.projectId)];
      if (caller.kind === 'admin') {
        if (query.userId) conditions.push(eq(requestActions.userId, query.userId));
      } else {
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

    async get(scope: Scope, target: RequestRow): Promise<RequestAction> {
      const { row } = await access(scope, target);
      return (await viewRequests(db, [row]))[0]!;
    },

    /**
     * An end user's request of their own, or an admin's on behalf of a user of their project (`projectId`
     * query and `userId` body). Starts `pending`.
     */
    async create(scope: Scope, body: CreateRequestActionBody) {
      const caller = requestCaller(scope.actor);
      const { projectId } = scope;
      let target: { projectId: string; userId: string };
      if (caller.kind === 'admin') {
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
        if (body.userId && body.userId !== caller.userId) {
          throw new ValidationFailed('An end user requests for themselves', [
            { path: 'userId', rule: 'not_allowed', message: 'Leave userId out' },
          ]);
        }
        target = { projectId, userId: caller.userId };
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
    async update(scope: Scope, target: RequestRow, body: UpdateRequestActionBody): Promise<RequestAction> {
      const caller = requestCaller(scope.actor);
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
        const { row } = await access(scope, target);
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
      const { row, role } = await access(scope, target);
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
      return load(row.id);
    },

    /** The requester deletes their own pending request. */
    async remove(scope: Scope, target: RequestRow): Promise<void> {
      const { row, role } = await access(scope, target);
      if (role !== 'requester') throw new Forbidden('Only the requester deletes a request');
      const [deleted] = await db
        .delete(requestActions)
        .where(and(eq(requestActions.id, row.id), eq(requestActions.status, 'pending')))
        .returning({ id: requestActions.id });
      if (!deleted) throw notPending(row.status === 'pending' ? 'decided' : row.status, 'deleted');
    },

    /** A comment from the requester, their manager or an admin, in any status. */
    async addComment(scope: Scope, target: RequestRow, text: string): Promise<RequestAction> {
      const { caller, row } = await access(scope, target);
      const actor = await actorOf(caller);
      await db.transaction((tx) =>
        record(tx, row, { action: 'commented', from: row.status, to: row.status, actor, comment: text }),
      );
      return load(row.id);
    },

    /** The requester's direct manager reviews it: a comment and/or a proposed replacement payload. */
    async review(scope: Scope, target: RequestRow, body: ReviewRequestActionBody): Promise<RequestAction> {
      const { caller, row, role } = await access(scope, target);
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
    async respond(scope: Scope, target: RequestRow, body: ConfirmRequestActionBody): Promise<RequestAction> {
      const { caller, row, role } = await access(scope, target);
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
