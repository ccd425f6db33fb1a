import { randomUUID } from 'node:crypto';
import { createProjectFixture, http, type TestServer } from '@fuel/server/testing';
import { AdminClient } from '../clients/admin';
import { UserClient } from '../clients/user';
import type { FetchFunction } from '../transport';

type EmployeeFields = {
  managerId?: string | null;
  startDate?: string;
  department?: string;
  position?: string;
};

/**
 * A project with its admin client, and a way to add end users (with their user clients), employees or
 * not, for the intranet and request-action tests.
 */
export async function intranetFixture(server: TestServer) {
  const fixture = await createProjectFixture(server);
  const projectId = fixture.project.id;
  const api = http(server.url);
  const admin = new AdminClient({ url: server.url, sessionId: fixture.admin.sessionId });

  /** A user client of the project for `sessionId`, with an optional recording `fetch`. */
  const userClient = (sessionId: string, fetch?: FetchFunction) =>
    new UserClient({ url: server.url, sessionId, projectKey: fixture.project.apiKey, fetch });
  const adminClient = (fetch?: FetchFunction) =>
    new AdminClient({ url: server.url, sessionId: fixture.admin.sessionId, fetch });

  /** A new end user of the project; an employee too unless `employee` is false. */
  async function member(firstName: string, lastName: string, employee: EmployeeFields | false = {}) {
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    const signup = await api.post(
      '/api/v2/auth/signup',
      { email, password: 'User-password-1', firstName, lastName },
      fixture.headers.public,
    );
    if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
    const id = signup.body.user.id as string;
    const client = userClient(signup.body.sessionId);
    const record =
      employee === false
        ? undefined
        : await admin.project(projectId).employees.create({
            userId: id,
            position: 'Engineer',
            department: 'Operations',
            startDate: '2020-01-06',
            ...employee,
          });
    return { id, sessionId: signup.body.sessionId as string, client, employee: record };
  }

  return { fixture, projectId, admin, member, userClient, adminClient };
}

export type Member = Awaited<ReturnType<Awaited<ReturnType<typeof intranetFixture>>['member']>>;
