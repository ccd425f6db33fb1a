import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CallerOf } from '../../core/caller';
import type { Database } from '../../core/database/client';
import { Forbidden, NotFound, ValidationFailed } from '../../core/errors';
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
import { listDatedRequests, viewRequests } from './views';
import { createRequestWorkflow, notPending, type RequestCaller, type RequestsDeps } from './workflow';

export type { RequestCaller } from './workflow';

type ListQuery = {
  projectId?: string;
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
  const { actorOf, adminProject, access, vet, record, move, load, checkReview } = createRequestWorkflow(deps);

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
