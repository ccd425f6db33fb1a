// What the fleet benches share: a retailer's project with the portal's priced items, and many companies
// whose users are signed in (real sessions, resolved by the server on every request like the portal's),
// written straight into the tables in a few statements; and the cleanup that deletes it all.
import { createHash, randomBytes } from 'node:crypto';
import { eq, gte, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/core/database/client';
import { outboxMessages } from '../src/core/outbox/tables';
import { admins, sessions, users } from '../src/modules/auth/tables';
import { FULL_ACCESS } from '../src/modules/fleet/permissions';
import { companies, companyUsers } from '../src/modules/fleet/tables';
import { projects } from '../src/modules/projects/tables';
import { seedPortalItems } from '../src/seed/commerce';
import { createServices } from '../src/services';
import type { BenchContext } from './support';

const BATCH = 1_000;

export type WorldUser = { userId: string; headers: Record<string, string> };
export type WorldCompany = { id: string; users: WorldUser[] };

async function inBatches<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    out.push(...(await insert(rows.slice(start, start + BATCH))));
  }
  return out;
}

/**
 * A project with the portal's fuel items (their prices price orders and authorizations) and `companies`
 * companies; the first (the big one) has `bigCompanyUsers` users, the others `usersPerCompany`. The first
 * user of each is its SUPER_ADMIN, the others ADMINs with every page; each has an open session.
 */
export async function fleetWorld(
  context: BenchContext,
  database: DatabaseHandle,
  options: { companies: number; usersPerCompany: number; bigCompanyUsers: number },
) {
  const { db } = database;
  const services = createServices(database, context.config);
  const startedAt = new Date();
  const tag = crypto.randomUUID().slice(0, 8);
  const admin = await services.auth.createAdmin({
    email: `bench-${tag}@example.com`,
    password: 'Bench-password-1',
    name: 'Bench',
  });
  const project = await services.projects.create({
    name: `Fleet bench ${tag}`,
    languages: ['en'],
    ownerAdminId: admin.id,
  });
  await seedPortalItems(services.commerce, project.id);

  const companyRows = await inBatches(
    Array.from({ length: options.companies }, (_, index) => ({
      projectId: project.id,
      contragentType: 'ORGANIZATION' as const,
      identificationCode: String(400_000_000 + index),
      name: `Bench company ${index}`,
      email: `company-${index}-${tag}@example.ge`,
      phone: `+995555${String(index).padStart(6, '0')}`,
    })),
    (batch) => db.insert(companies).values(batch).returning({ id: companies.id }),
  );
  const memberships = companyRows
    .flatMap((company, companyIndex) =>
      Array.from(
        { length: companyIndex === 0 ? options.bigCompanyUsers : options.usersPerCompany },
        (_, index) => ({ companyId: company.id, companyIndex, index }),
      ),
    )
    .map((member, position) => ({ ...member, position }));
  const userRows = await inBatches(memberships, (batch) =>
    db
      .insert(users)
      .values(
        batch.map((member) => ({
          projectId: project.id,
          email: `user-${member.companyIndex}-${member.index}-${tag}@example.ge`,
          firstName: `User ${member.index}`,
          lastName: `Company ${member.companyIndex}`,
          // They never sign in with a password: their sessions are opened below.
          passwordHash: 'bench',
        })),
      )
      .returning({ id: users.id }),
  );
  await inBatches(memberships, (batch) =>
    db
      .insert(companyUsers)
      .values(
        batch.map((member) => ({
          companyId: member.companyId,
          userId: userRows[member.position]!.id,
          role: member.index === 0 ? ('SUPER_ADMIN' as const) : ('ADMIN' as const),
          permissions: FULL_ACCESS,
          firstName: `User ${member.index}`,
          lastName: `Company ${member.companyIndex}`,
        })),
      )
      .returning({ id: companyUsers.id }),
  );
  // The rows the sign-in writes (sessions.ts keeps only the token's hash).
  const tokens = userRows.map(() => randomBytes(32).toString('base64url'));
  const expiresAt = new Date(Date.now() + 24 * 3_600_000);
  await inBatches(
    userRows.map((user, index) => ({
      userId: user.id,
      tokenHash: createHash('sha256').update(tokens[index]!).digest('hex'),
      expiresAt,
    })),
    (batch) => db.insert(sessions).values(batch).returning({ id: sessions.id }),
  );
  const world: WorldCompany[] = companyRows.map((company) => ({ id: company.id, users: [] }));
  memberships.forEach((member, index) => {
    world[member.companyIndex]!.users.push({
      userId: userRows[index]!.id,
      headers: { 'x-session-id': tokens[index]!, 'x-project-key': project.api_key },
    });
  });

  return {
    tag,
    projectId: project.id,
    /** The terminal's credentials: the project's private key. */
    privateKey: { 'x-private-key': project.private_api_key! },
    companies: world,
    services,
    /** The project and everything of it (companies, users, sessions, orders, cards, transactions: cascade). */
    async cleanup() {
      await db.delete(projects).where(eq(projects.id, project.id));
      await db.delete(admins).where(eq(admins.id, admin.id));
      // The notices and alerts queued meanwhile (the bench's database is its own).
      await db.delete(outboxMessages).where(gte(outboxMessages.createdAt, startedAt));
    },
    /** As autovacuum leaves tables that have lived a while: statistics and the visibility map. */
    async vacuum(tables: string[]) {
      for (const table of tables) await db.execute(sql.raw(`vacuum analyze ${table}`));
    },
  };
}

export type FleetWorld = Awaited<ReturnType<typeof fleetWorld>>;
