import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginWithPlatform, PlatformLoginError } from './platform-login';

vi.mock('@/config', () => ({
  serverConfig: () => ({ platformUrl: 'http://platform.test', projectKey: 'pk_test' }),
}));

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

const login = {
  sessionId: 'session-1',
  expiresAt: '2026-11-22T08:27:17.123Z',
  user: { id: 'user-1', email: 'fleet@example.ge', firstName: 'Nino', lastName: 'Beridze' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loginWithPlatform', () => {
  it('posts the credentials with the project key to the end-user login', async () => {
    const fetch = answer(200, login);
    vi.stubGlobal('fetch', fetch);
    await expect(loginWithPlatform('fleet@example.ge', 'S3cret!pass')).resolves.toEqual(login);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://platform.test/api/v2/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-key': 'pk_test' },
      body: JSON.stringify({ email: 'fleet@example.ge', password: 'S3cret!pass' }),
    });
  });

  it('answers null for wrong credentials', async () => {
    vi.stubGlobal('fetch', answer(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'no' }));
    await expect(loginWithPlatform('fleet@example.ge', 'wrong')).resolves.toBeNull();
  });

  it('throws the platform error code for other refusals', async () => {
    vi.stubGlobal('fetch', answer(403, { statusCode: 403, code: 'USER_BLOCKED', message: 'blocked' }));
    await expect(loginWithPlatform('fleet@example.ge', 'S3cret!pass')).rejects.toMatchObject({
      code: 'USER_BLOCKED',
    });
  });

  it('reports an unreachable platform and an unreadable answer with their own codes', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    await expect(loginWithPlatform('a@b.ge', 'x')).rejects.toEqual(
      new PlatformLoginError('PLATFORM_UNAVAILABLE'),
    );
    vi.stubGlobal('fetch', answer(200, { unexpected: true }));
    await expect(loginWithPlatform('a@b.ge', 'x')).rejects.toEqual(
      new PlatformLoginError('UNEXPECTED_RESPONSE'),
    );
  });
});
