import { timingSafeEqual } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { serverConfig } from '@/config';
import { revalidateToken } from '@/features/cms/revalidate-token';

export const dynamic = 'force-dynamic';

/**
 * `POST /api/revalidate` with `Authorization: Bearer <token>`: every cached page is rendered again on
 * its next request. `npm start` calls it once the portal runs, since `next build` renders the public
 * pages without the platform; the platform (or an operator) may call it when content changes, rather
 * than wait for the pages' minute.
 */
export async function POST(request: Request) {
  const given = Buffer.from(request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(revalidateToken(serverConfig().nextAuthSecret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ revalidated: false }, { status: 401 });
  }
  revalidatePath('/', 'layout');
  return Response.json({ revalidated: true });
}
