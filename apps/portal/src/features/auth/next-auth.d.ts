import type { PortalMembership, PortalUser } from './portal-user';

declare module 'next-auth' {
  interface Session {
    user: PortalUser;
    /** The platform session id, sent as X-Session-Id together with the project key. */
    sessionId: string;
    /** Role, pages and company at sign-in; the server checks every call against the live membership. */
    membership?: PortalMembership;
  }

  interface User {
    sessionId: string;
    /** ISO 8601 expiry of the platform session. */
    expiresAt: string;
    membership?: PortalMembership;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    user?: PortalUser;
    sessionId?: string;
    sessionExpiresAt?: string;
    membership?: PortalMembership;
  }
}
