import type { JWT } from 'next-auth/jwt';
import { describe, expect, it, vi } from 'vitest';
import { createAuthOptions } from './auth-options';
import { hasLivePlatformSession } from './platform-session';
import { safeCallbackUrl, sessionRequiredQuery, toSignInError } from './sign-in-url';

vi.mock('@/config', () => ({
  serverConfig: () => ({
    platformUrl: 'http://platform.test',
    projectKey: 'pk_test',
    nextAuthSecret: 'x'.repeat(32),
  }),
}));

const options = createAuthOptions('a-test-secret-that-is-long-enough');
const hour = 60 * 60 * 1000;
const user = { id: 'user-1', email: 'manager@demo.ge', name: 'Nino Beridze' };

function signedInToken(expiresAt: Date): JWT {
  return { user, sessionId: 'session-1', sessionExpiresAt: expiresAt.toISOString() };
}

describe('next-auth options', () => {
  it('use JWT sessions, the localized sign-in page and the auth error page', () => {
    expect(options.session?.strategy).toBe('jwt');
    expect(options.pages).toEqual({ signIn: '/sign-in', error: '/auth-error' });
    expect(options.providers.map((provider) => provider.id)).toEqual(['credentials']);
  });

  it('carry the platform session id and its expiry from sign-in into the token and the session', async () => {
    const expiresAt = new Date(Date.now() + hour).toISOString();
    const jwt = options.callbacks?.jwt;
    const session = options.callbacks?.session;
    if (!jwt || !session) throw new Error('callbacks missing');
    const token = await jwt({
      token: {},
      user: { ...user, sessionId: 'session-1', expiresAt },
      account: null,
    } as Parameters<typeof jwt>[0]);
    expect(token).toMatchObject({ user, sessionId: 'session-1', sessionExpiresAt: expiresAt });
    const answer = await session({ session: { expires: '' }, token } as unknown as Parameters<
      typeof session
    >[0]);
    expect(answer).toEqual({ user, sessionId: 'session-1', expires: expiresAt });
  });

  it('treat a token whose platform session expired as signed out', async () => {
    const jwt = options.callbacks?.jwt;
    const session = options.callbacks?.session;
    if (!jwt || !session) throw new Error('callbacks missing');
    const token = await jwt({ token: signedInToken(new Date(Date.now() - 1000)) } as Parameters<
      typeof jwt
    >[0]);
    expect(token.sessionId).toBeUndefined();
    expect(token.user).toBeUndefined();
    const answer = await session({ session: { expires: '' }, token } as unknown as Parameters<
      typeof session
    >[0]);
    expect(answer).toEqual({});
  });
});

describe('hasLivePlatformSession', () => {
  it('needs a session id, a user and an expiry in the future', () => {
    const now = Date.now();
    expect(hasLivePlatformSession(signedInToken(new Date(now + hour)), now)).toBe(true);
    expect(hasLivePlatformSession(signedInToken(new Date(now - 1)), now)).toBe(false);
    expect(
      hasLivePlatformSession({ ...signedInToken(new Date(now + hour)), sessionId: undefined }, now),
    ).toBe(false);
    expect(hasLivePlatformSession(null)).toBe(false);
  });
});

describe('sign-in URLs', () => {
  it('know the sign-in error codes and read any other as Default', () => {
    expect(toSignInError('CredentialsSignin')).toBe('CredentialsSignin');
    expect(toSignInError('UserBlocked')).toBe('UserBlocked');
    expect(toSignInError('OAuthCallback')).toBe('Default');
    expect(toSignInError(undefined)).toBeUndefined();
  });

  it('send a missing session to sign-in with SessionRequired and the callback URL', () => {
    expect(sessionRequiredQuery('http://localhost:3000/ka/dashboard/users')).toBe(
      'error=SessionRequired&callbackUrl=http%3A%2F%2Flocalhost%3A3000%2Fka%2Fdashboard%2Fusers',
    );
  });

  it('keep the callback URL on this site', () => {
    const origin = 'http://localhost:3000';
    expect(safeCallbackUrl('/dashboard/users', origin, '/dashboard')).toBe('/dashboard/users');
    expect(safeCallbackUrl('http://localhost:3000/ka/dashboard?x=1', origin, '/dashboard')).toBe(
      '/ka/dashboard?x=1',
    );
    expect(safeCallbackUrl('https://evil.example/x', origin, '/dashboard')).toBe('/dashboard');
    expect(safeCallbackUrl('//evil.example', origin, '/dashboard')).toBe('/dashboard');
    expect(safeCallbackUrl(undefined, origin, '/dashboard')).toBe('/dashboard');
  });
});
