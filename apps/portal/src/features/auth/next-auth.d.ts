import type { PortalUser } from './portal-user';

declare module 'next-auth' {
  interface Session {
    user: PortalUser;
    /** The platform session id, sent as X-Session-Id together with the project key. */
    sessionId: string;
  }

  interface User {
    sessionId: string;
    /** ISO 8601 expiry of the platform session. */
    expiresAt: string;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    user?: PortalUser;
    sessionId?: string;
    sessionExpiresAt?: string;
  }
}
