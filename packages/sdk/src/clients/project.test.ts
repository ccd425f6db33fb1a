import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientError, recordingFetch, thrownError } from '../test/support';
import { PrivateClient } from './private';
import { ProjectClient } from './project';

let server: TestServer;
let fixture: ProjectFixture;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
});
afterAll(() => server.close());

const projectClient = (fetch?: ReturnType<typeof recordingFetch>['fetch']) =>
  new ProjectClient({ url: server.url, projectKey: fixture.project.apiKey, fetch });

describe('ProjectClient', () => {
  it('needs its key', () => {
    const error = thrownError(() => new ProjectClient({ url: server.url, projectKey: '' }));
    expect([error.code, error.status, error.message]).toEqual([
      'MISSING_OPTION',
      0,
      'ProjectClient needs options.projectKey',
    ]);
  });

  it('loads its project once, before its first calls, without the private key and with v2 providers only', async () => {
    const recorder = recordingFetch();
    const client = projectClient(recorder.fetch);
    expect(recorder.requests).toEqual([]);
    const tag = crypto.randomUUID().slice(0, 8);
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        client.auth.signup({ email: `concurrent-${tag}-${index}@example.com`, password: 'Signup-pass-1' }),
      ),
    );
    expect(recorder.requests[0]).toBe('GET /api/v2/project/self');
    expect(recorder.count('GET /api/v2/project/self')).toBe(1);
    expect(recorder.count('POST /api/v2/auth/signup')).toBe(10);

    const project = await client.project();
    expect(project).toMatchObject({ id: fixture.project.id, api_key: fixture.project.apiKey });
    expect(project).not.toHaveProperty('private_api_key');
    expect(project.created).toBeInstanceOf(Date);
    expect(project.providers.length).toBeGreaterThan(0);
    expect(project.providers.every((provider) => provider.type === 'v2')).toBe(true);
    expect(recorder.count('GET /api/v2/project/self')).toBe(1);
  });

  it('signs an end user up and in, with dates', async () => {
    const client = projectClient();
    const email = `kit-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const signup = await client.auth.signup({ email, password: 'Signup-pass-1', firstName: 'Nino' });
    expect(signup.user).toMatchObject({ email, firstName: 'Nino', projectId: fixture.project.id });
    expect(signup.expiresAt).toBeInstanceOf(Date);
    expect(signup.user.createdAt).toBeInstanceOf(Date);

    const login = await client.auth.login({ email, password: 'Signup-pass-1' });
    expect(login.user.id).toBe(signup.user.id);
    expect(login.sessionId).not.toBe(signup.sessionId);
  });

  it('rejects a taken e-mail with 409 CONFLICT and a wrong password with 401 INVALID_CREDENTIALS', async () => {
    const client = projectClient();
    const taken = await clientError(
      client.auth.signup({ email: fixture.user.email, password: 'Signup-pass-1' }),
    );
    expect([taken.status, taken.code]).toEqual([409, 'CONFLICT']);
    expect(taken.fields).toEqual([expect.objectContaining({ path: 'email', rule: 'unique' })]);

    const wrong = await clientError(
      client.auth.login({ email: fixture.user.email, password: 'Wrong-pass-1' }),
    );
    expect([wrong.status, wrong.code]).toEqual([401, 'INVALID_CREDENTIALS']);
  });

  it('rejects invalid input with 400 VALIDATION_FAILED naming the fields', async () => {
    const error = await clientError(
      projectClient().auth.signup({ email: 'not-an-email', password: 'short' }),
    );
    expect([error.status, error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(error.fields.map((field) => field.path).sort()).toEqual(['email', 'password']);
  });

  it('fails every call with 401 INVALID_PROJECT_KEY for an unknown key, and for the private key', async () => {
    for (const projectKey of ['pk_unknown', fixture.project.privateApiKey]) {
      const client = new ProjectClient({ url: server.url, projectKey });
      const load = await clientError(client.project());
      expect([load.status, load.code]).toEqual([401, 'INVALID_PROJECT_KEY']);
      const call = await clientError(
        client.auth.login({ email: fixture.user.email, password: fixture.user.password }),
      );
      expect([call.status, call.code]).toEqual([401, 'INVALID_PROJECT_KEY']);
    }
  });
});

describe('PrivateClient', () => {
  it('needs its key', () => {
    expect(thrownError(() => new PrivateClient({ url: server.url, privateKey: '' })).code).toBe(
      'MISSING_OPTION',
    );
  });

  it('loads its project once, without the private key and with v2 providers only', async () => {
    const recorder = recordingFetch();
    const client = new PrivateClient({
      url: server.url,
      privateKey: fixture.project.privateApiKey,
      fetch: recorder.fetch,
    });
    const projects = await Promise.all(Array.from({ length: 10 }, () => client.project()));
    expect(recorder.requests).toEqual(['GET /api/v2/project/self']);
    expect(new Set(projects).size).toBe(1);
    expect(projects[0]).toMatchObject({ id: fixture.project.id });
    expect(projects[0]).not.toHaveProperty('private_api_key');
    expect(projects[0]!.providers.every((provider) => provider.type === 'v2')).toBe(true);
  });

  it('fails with 401 INVALID_PRIVATE_KEY for an unknown key, and for the public key', async () => {
    for (const privateKey of ['sk_unknown', fixture.project.apiKey]) {
      const error = await clientError(new PrivateClient({ url: server.url, privateKey }).project());
      expect([error.status, error.code]).toEqual([401, 'INVALID_PRIVATE_KEY']);
    }
  });
});
