import {
  createProjectFixture,
  http,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStore, type Session } from '../sessions';
import { clientError, recordingFetch } from '../test/support';
import { AdminClient } from './admin';
import { ProjectClient } from './project';
import { UserClient } from './user';

// Sessions that last 1.5 s, so that the server really ends them during the test.
const SESSION_MS = 1500;
let server: TestServer;
let fixture: ProjectFixture;
beforeAll(async () => {
  server = await startTestServer({ config: { sessionTtlHours: SESSION_MS / 3_600_000 } });
  fixture = await createProjectFixture(server);
});
afterAll(() => server?.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const expired = (): Session => ({ sessionId: 'long-gone', expiresAt: new Date(Date.now() - 1000) });

/** An admin session id from a login of its own (the fixture's has expired by the time a test runs). */
async function adminSessionId(): Promise<string> {
  const login = await http(server.url).post('/api/v1/auth/login', {
    email: fixture.admin.email,
    password: fixture.admin.password,
  });
  return login.body.sessionId as string;
}

describe('AdminClient sessions', () => {
  it('logs in again once when the server ends its session, then retries the calls', async () => {
    const recorder = recordingFetch();
    const client = new AdminClient({
      url: server.url,
      sessionId: await adminSessionId(),
      email: fixture.admin.email,
      password: fixture.admin.password,
      fetch: recorder.fetch,
    });
    const heard: (Session | null)[] = [];
    client.onSessionChange((session) => heard.push(session));
    const first = client.sessionId;
    await client.projects.list();

    await pause(SESSION_MS + 200);
    const pages = await Promise.all(Array.from({ length: 5 }, () => client.projects.list()));
    expect(pages.every((page) => page.items.some((project) => project.id === fixture.project.id))).toBe(true);
    expect(recorder.count('POST /api/v1/auth/login')).toBe(1);
    // Each call: once refused with the old session, once after the login.
    expect(recorder.count('GET /api/v1/project?limit=200')).toBe(11);
    expect(client.sessionId).not.toBe(first);
    expect(heard).toEqual([{ sessionId: client.sessionId, expiresAt: expect.any(Date) }]);
  });

  it('logs in before a call once its kept session has passed its expiry, without sending it', async () => {
    const recorder = recordingFetch();
    const store = memoryStore(expired());
    const client = new AdminClient({
      url: server.url,
      email: fixture.admin.email,
      password: fixture.admin.password,
      store,
      fetch: recorder.fetch,
    });
    expect(client.sessionId).toBe('long-gone');
    expect((await client.admin()).id).toBe(fixture.admin.id);
    expect(recorder.requests).toEqual(['POST /api/v1/auth/login', 'GET /api/v1/self']);
    expect(store.get()).toEqual({ sessionId: client.sessionId, expiresAt: expect.any(Date) });
    expect(store.get()!.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('without a password, forgets a session the server ended and says SESSION_EXPIRED for a kept one', async () => {
    const store = memoryStore({ sessionId: 'no-such-session' });
    const client = new AdminClient({ url: server.url, store });
    const heard: (Session | null)[] = [];
    client.onSessionChange((session) => heard.push(session));
    const refused = await clientError(client.projects.list());
    expect([refused.status, refused.code]).toEqual([401, 'INVALID_SESSION']);
    expect([store.get(), heard]).toEqual([null, [null]]);
    expect((await clientError(client.projects.list())).code).toBe('SESSION_REQUIRED');

    const recorder = recordingFetch();
    const old = new AdminClient({ url: server.url, store: memoryStore(expired()), fetch: recorder.fetch });
    const error = await clientError(old.projects.list());
    expect([error.status, error.code]).toEqual([0, 'SESSION_EXPIRED']);
    expect(recorder.requests).toEqual([]);
  });

  it('takes its session from the store: a second client on it does not log in', async () => {
    const store = memoryStore();
    const first = new AdminClient({
      url: server.url,
      email: fixture.admin.email,
      password: fixture.admin.password,
      store,
    });
    await first.admin();
    const recorder = recordingFetch();
    const second = new AdminClient({ url: server.url, store, fetch: recorder.fetch });
    expect((await second.admin()).id).toBe(fixture.admin.id);
    expect(recorder.requests).toEqual(['GET /api/v1/self']);
  });

  it('logs in anew after a logout when it has email and password', async () => {
    const client = new AdminClient({
      url: server.url,
      email: fixture.admin.email,
      password: fixture.admin.password,
    });
    const heard: (string | null)[] = [];
    client.onSessionChange((session) => heard.push(session?.sessionId ?? null));
    await client.admin();
    const first = client.sessionId;
    await client.self.logout();
    expect(client.sessionId).toBeUndefined();
    expect((await client.self.get()).id).toBe(fixture.admin.id);
    expect(heard).toEqual([first, null, client.sessionId]);
    expect(client.sessionId).not.toBe(first);
  });
});

describe('UserClient sessions', () => {
  it('uses the session a ProjectClient kept in a shared store, and follows a new one', async () => {
    const store = memoryStore();
    const app = new ProjectClient({ url: server.url, projectKey: fixture.project.apiKey, store });
    const heard: (Session | null)[] = [];
    app.onSessionChange((session) => heard.push(session));
    const user = new UserClient({ url: server.url, projectKey: fixture.project.apiKey, store });
    expect((await clientError(user.self.get())).code).toBe('SESSION_REQUIRED');

    const signup = await app.auth.signup({
      email: `s-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'User-password-1',
    });
    expect(heard).toEqual([{ sessionId: signup.sessionId, expiresAt: signup.expiresAt }]);
    expect((await user.user()).id).toBe(signup.user.id);

    const login = await app.auth.login({ email: fixture.user.email, password: fixture.user.password });
    expect(user.sessionId).toBe(login.sessionId);
    expect((await user.user()).id).toBe(fixture.user.id);
  });

  it('says SESSION_EXPIRED without a request once the kept session has passed its expiry', async () => {
    const recorder = recordingFetch();
    const user = new UserClient({
      url: server.url,
      projectKey: fixture.project.apiKey,
      store: memoryStore(expired()),
      fetch: recorder.fetch,
    });
    const heard: (Session | null)[] = [];
    user.onSessionChange((session) => heard.push(session));
    const error = await clientError(user.notifications.list());
    expect([error.status, error.code, error.url]).toEqual([0, 'SESSION_EXPIRED', server.url]);
    expect([recorder.requests, heard, user.sessionId]).toEqual([[], [null], undefined]);
  });

  it('forgets a session the server ended (401 INVALID_SESSION)', async () => {
    const app = new ProjectClient({ url: server.url, projectKey: fixture.project.apiKey });
    const { sessionId } = await app.auth.login({
      email: fixture.user.email,
      password: fixture.user.password,
    });
    const user = new UserClient({ url: server.url, projectKey: fixture.project.apiKey, sessionId });
    const heard: (Session | null)[] = [];
    user.onSessionChange((session) => heard.push(session));
    await user.user();
    await pause(SESSION_MS + 200);
    const error = await clientError(user.self.get());
    expect([error.status, error.code]).toEqual([401, 'INVALID_SESSION']);
    expect([heard, user.sessionId]).toEqual([[null], undefined]);
  });
});
