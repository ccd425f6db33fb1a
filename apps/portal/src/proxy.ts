import type { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

const handleI18nRouting = createMiddleware(routing);

export function proxy(request: NextRequest) {
  return handleI18nRouting(request);
}

export const config = {
  // Everything but the API (next-auth lives there), Next's own assets and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
