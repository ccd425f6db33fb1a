import { type NextRequest, NextResponse } from 'next/server';
import { getToken } from 'next-auth/jwt';
import createMiddleware from 'next-intl/middleware';
import { publicConfig, serverConfig } from './config';
import { hasLivePlatformSession } from './features/auth/platform-session';
import { sessionRequiredQuery } from './features/auth/sign-in-url';
import { listPageRewrite } from './features/cms/list-page-path';
import { contentSecurityPolicy } from './features/security/content-security-policy';
import { routing } from './i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/** `/dashboard…` or `/ka/dashboard…`: the pages that need a session. */
const DASHBOARD = new RegExp(`^(/(?:${routing.locales.join('|')}))?/dashboard(?:/|$)`);

export async function proxy(request: NextRequest) {
  const response = await route(request);
  response.headers.set('content-security-policy', policy());
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
  return withListPage(request, handleI18nRouting(request));
}

/** `/news?page=2` is answered by the cached `/news/list-page/2` (features/cms/list-pages.tsx). */
function withListPage(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location')) return response;
  const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.url);
  const pathname = listPageRewrite(target.pathname, request.nextUrl.searchParams.get('page'));
  if (!pathname) return response;
  target.pathname = pathname;
  target.search = '';
  // next-intl's headers (the locale for the app, cookies, alternate links) go along.
  const rewritten = NextResponse.rewrite(target);
  response.headers.forEach((value, name) => {
    if (name !== 'x-middleware-next' && name !== 'x-middleware-rewrite')
      rewritten.headers.append(name, value);
  });
  return rewritten;
}

export const config = {
  // Everything but the API (next-auth lives there), Next's own assets and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
