import { publicConfig, serverConfig } from '@/config';

// Read per request: statically rendered pages must not bake in the platform's address.
export const dynamic = 'force-dynamic';

/** What browser islands need to build the kit's clients: the platform's URL and the public key. */
export function GET() {
  return Response.json(
    { url: publicConfig().platformUrl, projectKey: serverConfig().projectKey },
    { headers: { 'cache-control': 'private, max-age=300' } },
  );
}
