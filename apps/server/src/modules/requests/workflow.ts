import { and, eq } from 'drizzle-orm';
import type { CallerOf } from '../../core/caller';
import type { Database } from '../../core/database/client';
import { lockForTransaction } from '../../core/database/locks';
import { Conflict, Forbidden, InvalidTransition, NotFound, ValidationFailed } from '../../core/errors';
import type { Actor } from '../../core/scope';
import type { AuthService } from '../auth/service';
import type { IntranetService } from '../intranet/service';
import { checkPayload, checkSameType, eventTitle } from './payloads';
import type { RequestAction, RequestActionActor, RequestActionData } from './schemas';
import { requestActionComments, requestActionHistory, requestActions } from './tables';
import { canMove, type Mover } from './transitions';
import { type HistoryAction, openStatuses, type RequestStatus } from './types';
import { listDatedRequests, type RequestRow, viewRequests } from './views';

export type RequestCaller = CallerOf<'admin'> | CallerOf<'user'>;

export type RequestsDeps = {
  db: Database;
  auth: Pick<AuthService, 'getUser' | 'getAdmin'>;
  /** A getter: the intranet is built after this service (it reads our dated requests). */
  intranet: () => Pick<IntranetService, 'employees' | 'holidays' | 'events'>;
};

const historyActionOf: Record<RequestStatus, HistoryAction> = {
  pending: 'updated',
  reviewed: 'reviewed',
  confirmed: 'confirmed',
  rejected: 'rejected',
  user_accepted: 'accepted',
  user_rejected: 'declined',
};

/**
 * The machinery under the request service: who the caller is to a request, the checks of a dated
 * request, history entries, and the compare-and-set moves of the state machine (transitions.ts).
 */
export function createRequestWorkflow({ db, auth, intranet }: RequestsDeps) {
  /** The routes admit admins and end users only; anything else is a route that declared too much. */
  function requestCaller(actor: Actor): RequestCaller {
    if (actor.kind === 'admin' || actor.kind === 'user') return actor;
    throw new Forbidden('Requests are made by admins and end users', 'CALLER_NOT_ALLOWED');
  }

  async function actorOf(caller: RequestCaller): Promise<RequestActionActor> {
    if (caller.kind === 'admin') {
      const admin = await auth.getAdmin(caller.adminId);
      return { kind: 'admin', id: admin.id, name: admin.name };
    }
    const user = await auth.getUser(caller.userId);
    return { kind: 'user', id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
  }

  /** The request, for the guard to take its project from (core/scope.ts). */
  async function find(id: string): Promise<RequestRow | undefined> {
    const [row] = await db.select().from(requestActions).where(eq(requestActions.id, id));
    return row;
  }

  /**
   * The caller's role in a request of the scope's project (the guard checked the project): an admin of
   * it, the requester, or the requester's direct manager. @throws NotFound for anyone else.
   */
  async function roleOf(caller: RequestCaller, row: RequestRow): Promise<Mover> {
    if (caller.kind === 'admin') return 'admin';
    if (row.userId === caller.userId) return 'requester';
    if (await intranet().employees.isManagerOf(row.projectId, caller.userId, row.userId)) return 'manager';
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

  return { requestCaller, actorOf, find, roleOf, vet, record, move, load, checkReview };
}

export function overlapping(prefix: string) {
  return new Conflict(
    'The dates overlap another vacation or training of yours',
    [{ path: `${prefix}startDate`, rule: 'overlap', message: 'Overlaps another request' }],
    'OVERLAPPING_REQUEST',
  );
}

export function notPending(status: string, verb: 'edited' | 'deleted') {
  return new Conflict(
    `Only a pending request can be ${verb}; this one is ${status}`,
    undefined,
    'INVALID_TRANSITION',
  );
}
