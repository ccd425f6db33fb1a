import { and, asc, between, eq, gte, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { parallel } from '../../core/database/parallel';
import type { DatedRequest, DatedRequestFilter } from '../intranet/dated-requests';
import type { RequestAction, RequestActionData } from './schemas';
import { requestActionComments, requestActionHistory, requestActions } from './tables';

export type RequestRow = typeof requestActions.$inferSelect;

/** Requests with their comments and history: three queries for any number of requests. */
export async function viewRequests(exec: Database, rows: RequestRow[]): Promise<RequestAction[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [comments, history] = await parallel(exec, [
    () =>
      exec
        .select()
        .from(requestActionComments)
        .where(inArray(requestActionComments.requestActionId, ids))
        .orderBy(asc(requestActionComments.sequence)),
    () =>
      exec
        .select()
        .from(requestActionHistory)
        .where(inArray(requestActionHistory.requestActionId, ids))
        .orderBy(asc(requestActionHistory.sequence)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    userId: row.userId,
    type: row.type,
    status: row.status,
    data: row.data as RequestActionData,
    proposal: (row.proposal as RequestActionData | null) ?? null,
    days: row.days,
    comments: comments
      .filter((comment) => comment.requestActionId === row.id)
      .map((comment) => ({
        id: comment.id,
        author: { kind: comment.authorKind, id: comment.authorId, name: comment.authorName },
        text: comment.text,
        createdAt: comment.createdAt,
      })),
    history: history
      .filter((entry) => entry.requestActionId === row.id)
      .map((entry) => ({
        id: entry.id,
        action: entry.action,
        fromStatus: entry.fromStatus,
        toStatus: entry.toStatus,
        actor: { kind: entry.actorKind, id: entry.actorId, name: entry.actorName },
        details: entry.details ?? null,
        createdAt: entry.createdAt,
      })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
}

/** Vacations and trainings matching `filter`, in one query (the intranet reads them through this). */
export async function listDatedRequests(exec: Database, filter: DatedRequestFilter): Promise<DatedRequest[]> {
  if (filter.userIds?.length === 0 || filter.statuses.length === 0) return [];
  const rows = await exec
    .select({
      id: requestActions.id,
      userId: requestActions.userId,
      type: requestActions.type,
      status: requestActions.status,
      holidayType: requestActions.holidayType,
      startDate: requestActions.startDate,
      endDate: requestActions.endDate,
      days: requestActions.days,
    })
    .from(requestActions)
    .where(
      and(
        eq(requestActions.projectId, filter.projectId),
        filter.userIds ? inArray(requestActions.userId, filter.userIds) : undefined,
        inArray(requestActions.status, [...filter.statuses]),
        isNotNull(requestActions.startDate),
        filter.holidayType ? eq(requestActions.holidayType, filter.holidayType) : undefined,
        filter.overlapping ? lte(requestActions.startDate, filter.overlapping.endDate) : undefined,
        filter.overlapping ? gte(requestActions.endDate, filter.overlapping.startDate) : undefined,
        filter.startingBetween
          ? between(requestActions.startDate, filter.startingBetween.from, filter.startingBetween.to)
          : undefined,
        filter.excludeId ? ne(requestActions.id, filter.excludeId) : undefined,
      ),
    )
    .orderBy(asc(requestActions.startDate));
  return rows.map((row) => ({ ...row, startDate: row.startDate!, endDate: row.endDate! }));
}
