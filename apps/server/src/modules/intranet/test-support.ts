import { randomUUID } from 'node:crypto';
import type { ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import type { TestServer } from '../../test/server';

/** Test helpers: more end users in the fixture's project, made employees through the admin routes. */
export function intranetHelpers(server: TestServer, fixture: ProjectFixture) {
  const api = http(server.url);
  const base = `/api/v2/project/${fixture.project.id}/intranet`;

  async function signup(firstName: string, lastName: string) {
    const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
    const response = await api.post(
      '/api/v2/auth/signup',
      { email, password: 'User-password-1', firstName, lastName },
      fixture.headers.public,
    );
    if (response.status !== 201) throw new Error(`signup failed: ${JSON.stringify(response.body)}`);
    return {
      id: response.body.user.id as string,
      headers: { 'x-session-id': response.body.sessionId as string, 'x-project-key': fixture.project.apiKey },
    };
  }

  async function hire(
    userId: string,
    fields: { managerId?: string | null; startDate?: string; department?: string; position?: string } = {},
  ) {
    const response = await api.post(
      `${base}/employee`,
      { userId, position: 'Engineer', department: 'Operations', startDate: '2020-01-06', ...fields },
      fixture.headers.admin,
    );
    if (response.status !== 201) throw new Error(`hire failed: ${JSON.stringify(response.body)}`);
    return response.body as { id: string; userId: string; managerId: string | null };
  }

  /** A new end user who is also an employee. */
  async function employee(firstName: string, lastName: string, fields: Parameters<typeof hire>[1] = {}) {
    const user = await signup(firstName, lastName);
    return { ...user, employee: await hire(user.id, fields) };
  }

  return { api, base, signup, hire, employee };
}
