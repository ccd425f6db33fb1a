import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { NotFound, ValidationFailed } from '../../core/errors';
import type { Box, BoxBody, BoxType } from './schemas';
import { boxes } from './tables';

type Owner = { projectId: string; userId: string };

const columns = {
  id: boxes.id,
  userId: boxes.userId,
  type: boxes.type,
  title: boxes.title,
  payload: boxes.payload,
  createdAt: boxes.createdAt,
  updatedAt: boxes.updatedAt,
};

/** A user's boxes: quiz and survey results, intranet responsibilities. Only the owner sees them. */
export function createBoxesService({ db }: { db: Database }) {
  const mine = (owner: Owner, id: string) =>
    and(eq(boxes.id, id), eq(boxes.userId, owner.userId), eq(boxes.projectId, owner.projectId));

  const service = {
    async list(owner: Owner, query: { type?: BoxType; limit: number; page: number }) {
      const where = and(
        eq(boxes.userId, owner.userId),
        eq(boxes.projectId, owner.projectId),
        query.type ? eq(boxes.type, query.type) : undefined,
      );
      const [items, [total]] = await Promise.all([
        db
          .select(columns)
          .from(boxes)
          .where(where)
          .orderBy(desc(boxes.createdAt), desc(boxes.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(boxes).where(where),
      ]);
      return { items, total: total?.value ?? 0, page: query.page, limit: query.limit };
    },

    async get(owner: Owner, id: string): Promise<Box> {
      const [row] = await db.select(columns).from(boxes).where(mine(owner, id));
      if (!row) throw new NotFound('Box');
      return row;
    },

    async create(owner: Owner, body: BoxBody): Promise<Box> {
      const [row] = await db
        .insert(boxes)
        .values({ ...owner, type: body.type, title: body.title, payload: body.payload })
        .returning(columns);
      return row!;
    },

    /** Replaces title and payload. @throws ValidationFailed (`type`: `immutable`) when the type differs. */
    async update(owner: Owner, id: string, body: BoxBody): Promise<Box> {
      const current = await service.get(owner, id);
      if (current.type !== body.type) {
        throw new ValidationFailed('A box keeps its type', [
          { path: 'type', rule: 'immutable', message: `This box is a ${current.type}` },
        ]);
      }
      const [row] = await db
        .update(boxes)
        .set({ title: body.title, payload: body.payload })
        .where(and(mine(owner, id), eq(boxes.type, body.type)))
        .returning(columns);
      if (!row) throw new NotFound('Box');
      return row;
    },

    async remove(owner: Owner, id: string): Promise<void> {
      const [row] = await db.delete(boxes).where(mine(owner, id)).returning({ id: boxes.id });
      if (!row) throw new NotFound('Box');
    },
  };
  return service;
}

export type BoxesService = ReturnType<typeof createBoxesService>;
