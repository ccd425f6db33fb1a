import type { NextRequest } from 'next/server';
import NextAuth from 'next-auth';
import { authOptions } from '@/features/auth/auth-options';

type Context = { params: Promise<{ nextauth: string[] }> };

// The options are resolved per request (see authOptions) rather than once at import.
function handler(request: NextRequest, context: Context): Promise<Response> {
  return NextAuth(request, context, authOptions());
}

export { handler as GET, handler as POST };
