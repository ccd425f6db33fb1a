import { type NextRequest, NextResponse } from 'next/server';
import { getToken } from 'next-auth/jwt';
import createMiddleware from 'next-intl/middleware';
import { publicConfig, serverConfig } from './config';
import { ensureCsrfCookie } from './features/auth/csrf-cookie';
import { hasLivePlatformSession } from './features/auth/platform-session';
import { sessionRequiredQuery } from './features/auth/sign-in-url';
import { contentSecurityPolicy } from './features/security/content-security-policy';
import { routing } from './i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/** `/dashboard…` or `/ka/dashboard…`: the pages that need a session. */
const DASHBOARD = new RegExp(`^(/(?:${routing.locales.join('|')}))?/dashboard(?:/|$)`);

export async function proxy(request: NextRequest) {
  const response = await route(request);
  response.headers.set('content-security-policy', policy());
  const { nextAuthSecret, nextAuthUrl } = serverConfig();
  await ensureCsrfCookie(request, response, {
    secret: nextAuthSecret,
    secure: nextAuthUrl.startsWith('https://'),
  });
  return response;
}

let cachedPolicy: string | undefined;
function policy() {
  const { platformUrl, stationsTileUrl } = publicConfig();
  cachedPolicy ??= contentSecurityPolicy({
    platformUrl,
    tileUrl: stationsTileUrl,
    development: process.env.NODE_ENV === 'development',
  });
  return cachedPolicy;
}

async function route(request: NextRequest) {
  const dashboard = DASHBOARD.exec(request.nextUrl.pathname);
  if (dashboard) {
    const token = await getToken({ req: request, secret: serverConfig().nextAuthSecret });
    if (!hasLivePlatformSession(token)) {
      // The spec: a required session that is absent goes to sign-in with SessionRequired and the
      // page as callbackUrl, in the page's language.
      const signIn = new URL(`${dashboard[1] ?? ''}/sign-in`, request.url);
      signIn.search = sessionRequiredQuery(request.url);
      return NextResponse.redirect(signIn);
    }
  }
  return handleI18nRouting(request);
}

export const config = {
  // Everything but the API (next-auth lives there), Next's own assets and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
