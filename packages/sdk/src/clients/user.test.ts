import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientError, recordingFetch, thrownError } from '../test/support';
import { ProjectClient } from './project';
import { UserClient } from './user';

let server: TestServer;
let fixture: ProjectFixture;
let other: ProjectFixture;
beforeAll(async () => {
  server = await startTestServer();
  [fixture, other] = await Promise.all([createProjectFixture(server), createProjectFixture(server)]);
});
afterAll(() => server.close());

/** A fresh end user of the fixture's project, signed in through the kit. */
async function signedInUser(fetch?: ReturnType<typeof recordingFetch>['fetch']) {
  const project = new ProjectClient({ url: server.url, projectKey: fixture.project.apiKey });
  const password = 'User-password-1';
  const session = await project.auth.signup({
    email: `u-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password,
  });
  const client = new UserClient({
    url: server.url,
    sessionId: session.sessionId,
    projectKey: fixture.project.apiKey,
    fetch,
  });
  return { client, session, password };
}

describe('UserClient', () => {
  it('needs its session id and project key', () => {
    for (const options of [
      { url: server.url, sessionId: '', projectKey: 'pk' },
      { url: server.url, sessionId: 's', projectKey: '' },
      { url: '', sessionId: 's', projectKey: 'pk' },
    ]) {
      expect(thrownError(() => new UserClient(options)).code).toBe('MISSING_OPTION');
    }
  });

  it('loads its user exactly once under 10 concurrent first calls', async () => {
    const recorder = recordingFetch();
    const { client, session } = await signedInUser(recorder.fetch);
    expect(recorder.requests).toEqual([]);
    const users = await Promise.all(
      Array.from({ length: 10 }, (_, index) => client.self.update({ firstName: `N${index}` })),
    );
    expect(recorder.requests[0]).toBe('GET /api/v2/auth/self');
    expect(recorder.count('GET /api/v2/auth/self')).toBe(1);
    expect(recorder.count('POST /api/v2/auth/self/update')).toBe(10);
    expect(users.every((user) => user.id === session.user.id)).toBe(true);

    const user = await client.user();
    expect(user).toMatchObject({ id: session.user.id, projectId: fixture.project.id });
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(recorder.count('GET /api/v2/auth/self')).toBe(1);
  });

  it('reads and updates itself, with dates', async () => {
    const { client, session } = await signedInUser();
    const updated = await client.self.update({ firstName: 'Nino', lastName: 'B', phone: '+995555123456' });
    expect(updated).toMatchObject({
      id: session.user.id,
      firstName: 'Nino',
      lastName: 'B',
      phone: '+995555123456',
    });
    expect(updated.updatedAt).toBeInstanceOf(Date);
    const self = await client.self.get();
    expect(self).toEqual(updated);
  });

  it('rejects an invalid update with 400 VALIDATION_FAILED naming the field', async () => {
    const { client } = await signedInUser();
    const error = await clientError(client.self.update({ phone: 'call me' }));
    expect([error.status, error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(error.fields.map((field) => field.path)).toEqual(['phone']);
  });

  it('changes its password after checking the old one', async () => {
    const { client, session, password } = await signedInUser();
    const wrong = await clientError(
      client.self.updatePassword({ oldPassword: 'Not-the-one-1', newPassword: 'New-password-1' }),
    );
    expect([wrong.status, wrong.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(wrong.fields.map((field) => field.path)).toEqual(['oldPassword']);

    await expect(
      client.self.updatePassword({ oldPassword: password, newPassword: 'New-password-1' }),
    ).resolves.toBeUndefined();
    const project = new ProjectClient({ url: server.url, projectKey: fixture.project.apiKey });
    const login = await project.auth.login({ email: session.user.email, password: 'New-password-1' });
    expect(login.user.id).toBe(session.user.id);
    expect((await client.self.get()).id).toBe(session.user.id);
  });

  it('logs out: the session is forgotten and ended on the server', async () => {
    const { client, session } = await signedInUser();
    const heard: unknown[] = [];
    client.onSessionChange((next) => heard.push(next));
    await expect(client.self.logout()).resolves.toBeUndefined();
    expect(heard).toEqual([null]);
    expect(client.sessionId).toBeUndefined();
    expect((await clientError(client.self.get())).code).toBe('SESSION_REQUIRED');
    const ended = new UserClient({
      url: server.url,
      sessionId: session.sessionId,
      projectKey: fixture.project.apiKey,
    });
    expect([(await clientError(ended.self.get())).status, ended.sessionId]).toEqual([401, undefined]);
  });

  it('fails with 401 for an unknown session, and for a session sent with another project’s key', async () => {
    const unknown = await clientError(
      new UserClient({
        url: server.url,
        sessionId: 'no-such-session',
        projectKey: fixture.project.apiKey,
      }).user(),
    );
    expect([unknown.status, unknown.code]).toEqual([401, 'INVALID_SESSION']);

    const foreign = new UserClient({
      url: server.url,
      sessionId: fixture.user.sessionId,
      projectKey: other.project.apiKey,
    });
    const error = await clientError(foreign.self.get());
    expect([error.status, error.code]).toEqual([401, 'INVALID_PROJECT_KEY']);
  });

  it('refuses an admin session as an end user with 403 CALLER_NOT_ALLOWED', async () => {
    const client = new UserClient({
      url: server.url,
      sessionId: fixture.admin.sessionId,
      projectKey: fixture.project.apiKey,
    });
    const error = await clientError(client.user());
    expect([error.status, error.code]).toEqual([403, 'CALLER_NOT_ALLOWED']);
  });
});
