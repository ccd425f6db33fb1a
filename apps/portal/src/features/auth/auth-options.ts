import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import { serverConfig } from '@/config';
import { loginWithPlatform } from './platform-login';

const credentials = z.object({ email: z.email(), password: z.string().min(1) });

let options: NextAuthOptions | undefined;

/** Built on first request, because the secret is only required once the server really runs. */
export function authOptions(): NextAuthOptions {
  options ??= createAuthOptions(serverConfig().nextAuthSecret);
  return options;
}

function createAuthOptions(secret: string): NextAuthOptions {
  return {
    secret,
    session: { strategy: 'jwt' },
    // Refusals thrown by authorize (blocked user, platform down) also land on the sign-in page,
    // as ?error=CODE.
    pages: { signIn: '/sign-in', error: '/sign-in' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'Email and password',
        credentials: {
          email: { label: 'Email', type: 'email' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(input) {
          const parsed = credentials.safeParse(input);
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
          };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        // `user` is only present right after sign-in; later calls carry the token forward unchanged.
        if (user) {
          token.user = { id: user.id, email: user.email ?? '', name: user.name ?? '' };
          token.sessionId = user.sessionId;
          token.sessionExpiresAt = user.expiresAt;
        }
        return token;
      },
      session({ session, token }) {
        if (!token.user || !token.sessionId) return session;
        return {
          ...session,
          user: token.user,
          sessionId: token.sessionId,
          expires: token.sessionExpiresAt ?? session.expires,
        };
      },
    },
  };
}
