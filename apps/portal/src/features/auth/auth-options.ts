import 'server-only';
import type { NextAuthOptions, Session } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import { serverConfig } from '@/config';
import { loginWithPlatform, logoutFromPlatform } from './platform-login';
import { hasLivePlatformSession } from './platform-session';
import { signInSchema } from './schemas';

/** The auth API base path (spec section 7): next-auth's route handler lives at app/api/auth. */
export const AUTH_BASE_PATH = '/api/auth';
/** next-auth's own pages, localized by the proxy (a path without a locale gets the visitor's one). */
export const SIGN_IN_PAGE = '/sign-in';
export const AUTH_ERROR_PAGE = '/auth-error';

let options: NextAuthOptions | undefined;

/** Built on first request, because the secret is only required once the server really runs. */
export function authOptions(): NextAuthOptions {
  options ??= createAuthOptions(serverConfig().nextAuthSecret);
  return options;
}

const jwtUser = z.object({ id: z.string(), email: z.string(), name: z.string() });

export function createAuthOptions(secret: string): NextAuthOptions {
  return {
    secret,
    session: { strategy: 'jwt' },
    // Sign-in refusals come back to the sign-in page as ?error=CODE (the client reads the code from
    // the redirect URL); a missing provider list and configuration problems go to the error page.
    pages: { signIn: SIGN_IN_PAGE, error: AUTH_ERROR_PAGE },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'E-mail and password',
        credentials: {
          email: { label: 'E-mail', type: 'email' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(input) {
          const parsed = signInSchema.safeParse(input);
          if (!parsed.success) return null;
          const login = await loginWithPlatform(parsed.data.email, parsed.data.password);
          if (!login) return null;
          const { user } = login;
          const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
          return {
            id: user.id,
            email: user.email,
            name: name || user.email,
            sessionId: login.sessionId,
            expiresAt: login.expiresAt,
            membership: login.membership,
          };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        // `user` is only present right after sign-in; later calls carry the token forward.
        if (user) {
          token.user = jwtUser.parse({ id: user.id, email: user.email ?? '', name: user.name ?? '' });
          token.sessionId = user.sessionId;
          token.sessionExpiresAt = user.expiresAt;
          token.membership = user.membership;
        }
        // A platform session that has expired is dropped: the token then reads as signed out.
        if (!hasLivePlatformSession(token)) {
          delete token.user;
          delete token.sessionId;
          delete token.sessionExpiresAt;
          delete token.membership;
        }
        return token;
      },
      session({ token }) {
        if (!hasLivePlatformSession(token) || !token.user || !token.sessionId || !token.sessionExpiresAt) {
          // An empty session is what next-auth's client and getServerSession read as "no session".
          return {} as Session;
        }
        return {
          user: token.user,
          sessionId: token.sessionId,
          expires: token.sessionExpiresAt,
          ...(token.membership && { membership: token.membership }),
        };
      },
    },
    events: {
      async signOut({ token }) {
        if (token?.sessionId) await logoutFromPlatform(token.sessionId);
      },
    },
  };
}
