import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { Conflict, NotFound } from '../../core/errors';
import { assertRange } from './holidays';
import type { CreateIntranetEventBody, IntranetEvent, UpdateIntranetEventBody } from './schemas';
import { events } from './tables';

type Owner = { projectId: string; userId: string };

const columns = {
  id: events.id,
  userId: events.userId,
  kind: events.kind,
  title: events.title,
  startDate: events.startDate,
  endDate: events.endDate,
  notes: events.notes,
  requestActionId: events.requestActionId,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

/** A user's calendar: their own entries and those made from their confirmed requests. */
export function createEventsService({ db }: { db: Database }) {
  const mine = (owner: Owner, id: string) =>
    and(eq(events.id, id), eq(events.userId, owner.userId), eq(events.projectId, owner.projectId));

  const service = {
    async list(owner: Owner, query: { from?: string; to?: string; limit: number; page: number }) {
      const where = and(
        eq(events.userId, owner.userId),
        eq(events.projectId, owner.projectId),
        query.from ? gte(events.endDate, query.from) : undefined,
        query.to ? lte(events.startDate, query.to) : undefined,
      );
      const [items, [total]] = await Promise.all([
        db
          .select(columns)
          .from(events)
          .where(where)
          .orderBy(asc(events.startDate), asc(events.createdAt), asc(events.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(events).where(where),
      ]);
      return { items, total: total?.value ?? 0, page: query.page, limit: query.limit };
    },

    async create(owner: Owner, body: CreateIntranetEventBody): Promise<IntranetEvent> {
      assertRange(body.startDate, body.endDate);
      const [row] = await db
        .insert(events)
        .values({ ...owner, kind: 'personal', ...body })
        .returning(columns);
      return row!;
    },

    /** @throws Conflict (`startDate`/`endDate`: `from_request`) when moving an event made from a request. */
    async update(owner: Owner, id: string, body: UpdateIntranetEventBody): Promise<IntranetEvent> {
      const [current] = await db.select(columns).from(events).where(mine(owner, id));
      if (!current) throw new NotFound('Event');
      const moved = (['startDate', 'endDate'] as const).filter(
        (field) => body[field] !== undefined && body[field] !== current[field],
      );
      if (current.requestActionId && moved.length > 0) {
        throw new Conflict(
          'The dates of an event made from a request follow the request',
          moved.map((field) => ({
            path: field,
            rule: 'from_request',
            message: 'Change the request instead',
          })),
        );
      }
      assertRange(body.startDate ?? current.startDate, body.endDate ?? current.endDate);
      const [row] = await db.update(events).set(body).where(mine(owner, id)).returning(columns);
      if (!row) throw new NotFound('Event');
      return row;
    },

    async remove(owner: Owner, id: string): Promise<void> {
      const [row] = await db.delete(events).where(mine(owner, id)).returning({ id: events.id });
      if (!row) throw new NotFound('Event');
    },

    /** Puts a confirmed request in the requester's calendar, once (a second call adds nothing). */
    async addFromRequest(
      exec: Database,
      entry: Owner & {
        requestActionId: string;
        kind: 'vacation' | 'training';
        title: string;
        startDate: string;
        endDate: string;
      },
    ): Promise<void> {
      await exec
        .insert(events)
        .values(entry)
        .onConflictDoNothing({
          target: events.requestActionId,
          where: sql`${events.requestActionId} is not null`,
        });
    },
  };
  return service;
}

export type EventsService = ReturnType<typeof createEventsService>;
