import { randomInt } from 'node:crypto';
import { createServices } from '../../../services';
import type { ProjectFixture } from '../../../test/fixtures';
import { http } from '../../../test/http';
import type { TestServer } from '../../../test/server';
import type { PagePermissions } from '../permissions';
import { companyUsers } from '../tables';
import { GOOD_PASSWORD, uniqueEmail, uniquePhone } from '../test-support';

// Companies and their users for the fleet tests, made through the services (no SMS round trip), and
// signed in through the real login route.

export const uniquePersonalNumber = () => String(randomInt(0, 1e11)).padStart(11, '0');

export type Member = {
  membershipId: string;
  userId: string;
  email: string;
  password: string;
  headers: Record<string, string>;
};

export function companyTools(server: TestServer, fixture: ProjectFixture) {
  const api = http(server.url);
  const services = createServices(server.database, server.config);
  const projectId = fixture.project.id;

  async function signIn(email: string, password = GOOD_PASSWORD) {
    const login = await api.post('/api/v2/auth/login', { email, password }, fixture.headers.public);
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return { 'x-session-id': login.body.sessionId as string, 'x-project-key': fixture.project.apiKey };
  }

  async function newAccount(name: string) {
    const email = uniqueEmail(name);
    const phone = uniquePhone();
    const user = await services.auth.createUser({
      projectId,
      email,
      phone,
      password: GOOD_PASSWORD,
      firstName: name,
      lastName: 'Tester',
    });
    return { user, email, phone };
  }

  /** A company of the registry (one per project) and its main admin, signed in. */
  async function company(identificationCode = '405123456') {
    const { user, email, phone } = await newAccount('owner');
    const { company, membership } = await services.fleet.addCompany({
      projectId,
      ownerUserId: user.id,
      contragentType: identificationCode.length === 9 ? 'ORGANIZATION' : 'PHYSICALPERSON',
      identificationCode,
      email,
      phone,
    });
    const owner: Member = {
      membershipId: membership.id,
      userId: user.id,
      email,
      password: GOOD_PASSWORD,
      headers: await signIn(email),
    };
    return { company, owner };
  }

  /** An ADMIN of the company with these pages, signed in (written straight to the tables). */
  async function member(
    companyId: string,
    permissions: PagePermissions,
    status: 'active' | 'inactive' | 'blocked' = 'active',
  ): Promise<Member> {
    const { user, email, phone } = await newAccount('member');
    const [row] = await server.database.db
      .insert(companyUsers)
      .values({
        companyId,
        userId: user.id,
        role: 'ADMIN',
        status,
        permissions,
        personalNumber: uniquePersonalNumber(),
        firstName: user.firstName,
        lastName: user.lastName,
        email,
        phone,
      })
      .returning();
    return {
      membershipId: row!.id,
      userId: user.id,
      email,
      password: GOOD_PASSWORD,
      headers: await signIn(email),
    };
  }

  return { api, services, signIn, company, member };
}
