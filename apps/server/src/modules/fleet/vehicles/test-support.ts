import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import type { TestServer } from '../../../test/server';
import type { PagePermissions } from '../permissions';
import { companyUsers, fleetAudit } from '../tables';
import { fleetTools } from '../test-support';

// A company to test the vehicles, groups and changes routes with: its SUPER_ADMIN (signed up through
// the real routes) and further members with the permissions a test gives them.

export type Headers = Record<string, string>;

export async function testCompany(server: TestServer, fixture: ProjectFixture, identificationCode: string) {
  const tools = fleetTools(server, fixture);
  const signup = await tools.signUp(tools.signupForm(identificationCode));
  if (signup.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signup.body)}`);
  const companyId = signup.body.company.id as string;
  const owner: Headers = { 'x-session-id': signup.body.sessionId, 'x-project-key': fixture.project.apiKey };

  /** A signed-in ADMIN of the company with these page permissions. */
  async function member(permissions: PagePermissions, firstName = 'Levan') {
    const email = `member-${randomUUID().slice(0, 8)}@example.ge`;
    const account = await tools.api.post(
      '/api/v2/auth/signup',
      { email, password: 'Member-pass-1', firstName, lastName: 'Tester' },
      tools.pub,
    );
    if (account.status !== 201) throw new Error(`user sign-up failed: ${JSON.stringify(account.body)}`);
    await server.database.db.insert(companyUsers).values({
      companyId,
      userId: account.body.user.id,
      role: 'ADMIN',
      permissions,
      firstName,
      lastName: 'Tester',
      email,
    });
    const headers: Headers = {
      'x-session-id': account.body.sessionId,
      'x-project-key': fixture.project.apiKey,
    };
    return { userId: account.body.user.id as string, headers };
  }

  /** The company's audit rows of one entity, oldest first. */
  async function auditOf(entityId: string) {
    return server.database.db
      .select()
      .from(fleetAudit)
      .where(and(eq(fleetAudit.companyId, companyId), eq(fleetAudit.entityId, entityId)))
      .orderBy(asc(fleetAudit.at), asc(fleetAudit.id));
  }

  return { api: tools.api, companyId, owner, ownerUserId: signup.body.user.id as string, member, auditOf };
}

let plate = 100;
/** A fresh Georgian registration number (`TV-101-AA`, ...). */
export const nextPlate = () => `TV-${String(++plate).padStart(3, '0')}-AA`;

export const vehicleForm = (overrides: Json = {}): Json => ({
  registrationType: 'georgia',
  registrationNumber: nextPlate(),
  make: 'Volvo',
  model: 'FH16',
  color: 'white',
  fuelType: 'EURO_DIESEL',
  tankCapacityLiters: 400,
  ...overrides,
});

export const fieldsOf = (body: Json) =>
  ((body.fields ?? []) as { path: string; rule: string }[]).map((field) => `${field.path}:${field.rule}`);

export function expectStatus(response: { status: number; body: Json }, status: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
}
