import 'server-only';
import { ClientError, ProjectClient } from '@fuel/sdk';
import { FleetClient } from '@fuel/sdk/fleet';
import { serverConfig } from '@/config';
import type { PortalMembership } from './portal-user';

export type PlatformLogin = {
  sessionId: string;
  /** ISO 8601 expiry of the platform session. */
  expiresAt: string;
  user: { id: string; email: string; firstName?: string | null; lastName?: string | null };
  /** The company membership at sign-in (the dashboard reads it fresh on every page load too). */
  membership: PortalMembership;
};

/** The sign-in page's `?error=` codes for refusals other than wrong credentials (docs/FLEET.md). */
export type SignInRefusal = 'NotAuthorized' | 'UserBlocked' | 'Default';

/** A refused login other than wrong credentials; the message is the sign-in page's error code. */
export class PlatformLoginError extends Error {
  constructor(
    readonly code: SignInRefusal,
    options?: ErrorOptions,
  ) {
    // next-auth puts the message into the redirect URL's `error` query, so it is the code alone.
    super(code, options);
    this.name = 'PlatformLoginError';
  }
}

/**
 * Signs a company user in: the platform login with the portal's project key
 * (`ProjectClient.auth.login`), then the fleet membership with the new session (`FleetClient.me()`).
 * Resolves to null for wrong credentials; throws PlatformLoginError for any other refusal.
 */
export async function loginWithPlatform(email: string, password: string): Promise<PlatformLogin | null> {
  const { platformUrl: url, projectKey } = serverConfig();
  try {
    const session = await new ProjectClient({ url, projectKey }).auth.login({ email, password });
    const me = await new FleetClient({ url, projectKey, sessionId: session.sessionId }).me();
    return {
      sessionId: session.sessionId,
      expiresAt: new Date(session.expiresAt).toISOString(),
      user: {
        id: session.user.id,
        email: session.user.email,
        firstName: session.user.firstName,
        lastName: session.user.lastName,
      },
      membership: {
        role: me.membership.role,
        permissions: me.membership.permissions,
        companyName: me.company.name,
      },
    };
  } catch (error) {
    if (!ClientError.is(error)) throw new PlatformLoginError('Default', { cause: error });
    if (error.code === 'INVALID_CREDENTIALS') return null;
    if (error.code === 'USER_BLOCKED') throw new PlatformLoginError('UserBlocked', { cause: error });
    if (error.code === 'NOT_A_COMPANY_USER') throw new PlatformLoginError('NotAuthorized', { cause: error });
    throw new PlatformLoginError('Default', { cause: error });
  }
}

/** Ends the platform session behind a next-auth session; a session that already ended is fine. */
export async function logoutFromPlatform(sessionId: string): Promise<void> {
  const { platformUrl: url, projectKey } = serverConfig();
  const { UserClient } = await import('@fuel/sdk');
  await new UserClient({ url, projectKey, sessionId }).self.logout().catch(() => undefined);
}
