import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginWithPlatform, PlatformLoginError } from './platform-login';

vi.mock('@/config', () => ({
  serverConfig: () => ({ platformUrl: 'http://platform.test', projectKey: 'pk_test' }),
}));

type Answer = { status: number; body: unknown };
const json = (status: number, body: unknown): Answer => ({ status, body });
const refusal = (status: number, code: string) => json(status, { statusCode: status, code, message: code });

const login = {
  sessionId: 'session-1',
  expiresAt: '2026-11-22T08:27:17.123Z',
  user: { id: 'user-1', email: 'fleet@example.ge', firstName: 'Nino', lastName: 'Beridze' },
};
const me = {
  user: login.user,
  company: { id: 'company-1', name: 'Demo LLC' },
  membership: { role: 'SUPER_ADMIN', status: 'active', permissions: { users: 'EDIT' } },
};

/** A fake platform: answers by method and path, records each request. */
function platform(routes: Record<string, Answer>) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    const answer = routes[key] ?? refusal(404, 'NOT_FOUND');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const project = json(200, { id: 'project-1', name: 'Portal', providers: [] });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loginWithPlatform', () => {
  it('logs in with the project key, then reads the fleet membership with the new session', async () => {
    const fetch = platform({
      'GET /api/v2/project/self': project,
      'POST /api/v2/auth/login': json(200, login),
      'GET /api/v2/fleet/me': json(200, me),
    });
    await expect(loginWithPlatform('fleet@example.ge', 'S3cret!pass')).resolves.toEqual({
      sessionId: 'session-1',
      expiresAt: '2026-11-22T08:27:17.123Z',
      user: login.user,
      membership: { role: 'SUPER_ADMIN', permissions: { users: 'EDIT' }, companyName: 'Demo LLC' },
    });
    const calls = fetch.mock.calls.map(([url, init]) => ({
      path: new URL(url).pathname,
      headers: new Headers(init.headers),
      body: init.body,
    }));
    const loginCall = calls.find((call) => call.path === '/api/v2/auth/login');
    expect(loginCall?.headers.get('x-project-key')).toBe('pk_test');
    expect(JSON.parse(String(loginCall?.body))).toEqual({
      email: 'fleet@example.ge',
      password: 'S3cret!pass',
    });
    const meCall = calls.find((call) => call.path === '/api/v2/fleet/me');
    expect(meCall?.headers.get('x-session-id')).toBe('session-1');
    expect(meCall?.headers.get('x-project-key')).toBe('pk_test');
  });

  it('answers null for wrong credentials', async () => {
    platform({
      'GET /api/v2/project/self': project,
      'POST /api/v2/auth/login': refusal(401, 'INVALID_CREDENTIALS'),
    });
    await expect(loginWithPlatform('fleet@example.ge', 'wrong')).resolves.toBeNull();
  });

  it.each([
    ['a blocked user', 'POST /api/v2/auth/login', refusal(403, 'USER_BLOCKED'), 'UserBlocked'],
    ['a blocked company user', 'GET /api/v2/fleet/me', refusal(403, 'USER_BLOCKED'), 'UserBlocked'],
    ['no company user', 'GET /api/v2/fleet/me', refusal(403, 'NOT_A_COMPANY_USER'), 'NotAuthorized'],
    ['a server failure', 'GET /api/v2/fleet/me', refusal(500, 'INTERNAL_ERROR'), 'Default'],
  ])('turns %s into the sign-in error code', async (_case, route, answer, code) => {
    platform({
      'GET /api/v2/project/self': project,
      'POST /api/v2/auth/login': json(200, login),
      'GET /api/v2/fleet/me': json(200, me),
      [route]: answer,
    });
    await expect(loginWithPlatform('fleet@example.ge', 'S3cret!pass')).rejects.toEqual(
      new PlatformLoginError(code as 'Default'),
    );
  });

  it('reports an unreachable platform as Default', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    await expect(loginWithPlatform('a@b.ge', 'x')).rejects.toEqual(new PlatformLoginError('Default'));
  });
});
