import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import type { Pagination } from '../../core/schemas';
import type { Scope } from '../../core/scope';
import type { ContactRequest, ContactRequestBody, ContactRequestPage } from './schemas';
import { contactRequests } from './tables';

type Deps = { db: Database };

type Row = typeof contactRequests.$inferSelect;

const view = (row: Row): ContactRequest => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  locale: row.locale,
  createdAt: row.createdAt,
});

/** The public contact form's requests: written with a project's public key, read by its admins. */
export function createContactService({ db }: Deps) {
  return {
    async create(projectId: string, body: ContactRequestBody): Promise<ContactRequest> {
      const [row] = await db
        .insert(contactRequests)
        .values({
          projectId,
          name: body.name,
          email: body.email ?? null,
          phone: body.phone ?? null,
          message: body.message,
          locale: body.locale ?? null,
        })
        .returning();
      return view(row!);
    },

    /** The project's requests, newest first. */
    async list({ projectId }: Scope, { limit, page }: Pagination): Promise<ContactRequestPage> {
      const where = eq(contactRequests.projectId, projectId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactRequests)
          .where(where)
          .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(contactRequests).where(where),
      ]);
      return { items: rows.map(view), total: total?.value ?? 0, page, limit };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
