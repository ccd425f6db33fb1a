import type { NextRequest } from 'next/server';
import NextAuth from 'next-auth';
import { authOptions } from '@/features/auth/auth-options';
import { withoutSessionCookie } from '@/features/auth/session-read-cookies';

type Context = { params: Promise<{ nextauth: string[] }> };

// The options are resolved per request (see authOptions) rather than once at import.
async function handler(request: NextRequest, context: Context): Promise<Response> {
  const response = await NextAuth(request, context, authOptions());
  const [action] = (await context.params).nextauth;
  return request.method === 'GET' && action === 'session' ? withoutSessionCookie(response) : response;
}

export { handler as GET, handler as POST };
