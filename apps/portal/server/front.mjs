import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import { createPageCache, isPageRequest } from './page-cache.mjs';

/**
 * The HTTP server in front of Next.js's request handler: the health and metrics routes and the request
 * timing (operations.mjs), the public pages' shared cache (page-cache.mjs) and the CSRF cookie every page
 * comes with (csrf-cookie.mjs).
 *
 * @param {{
 *   handle: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown,
 *   csrfCookie: (cookieHeader: string | undefined) => string | undefined,
 *   caching: boolean,
 *   operations?: ReturnType<typeof import('./operations.mjs').createOperations>,
 *   now?: () => number,
 * }} options
 */
export function createFront({ handle, csrfCookie, caching, operations, now }) {
  // The cache's own requests carry this, so they reach Next.js; nobody else can know it.
  const fillToken = randomBytes(16).toString('hex');
  const pageCache = caching
    ? createPageCache({
        fill: (pagePath, headers) => fill(pagePath, { ...headers, 'x-page-cache-fill': fillToken }),
        now,
      })
    : undefined;
  if (pageCache) operations?.attachPageCache(pageCache);

  const server = createServer((request, response) => {
    if (request.headers['x-page-cache-fill'] === fillToken) {
      delete request.headers['x-page-cache-fill'];
      return handle(request, response);
    }
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    if (operations?.serve(request, response, pathname)) return;
    const cookie = isPageRequest(pathname) ? csrfCookie(request.headers.cookie) : undefined;
    if (pageCache?.serve(request, response, pathname, cookie ? [cookie] : [])) {
      operations?.answeredFromCache(response);
      return;
    }
    if (cookie) appendCookieWithHeaders(response, cookie);
    if (pageCache && request.method === 'POST' && pathname === '/api/revalidate') {
      response.on('finish', () => {
        if (response.statusCode < 300) pageCache.clear();
      });
    }
    return handle(request, response);
  });

  /** The cache's request to Next.js: the page with only the inputs its key holds, answered in full. */
  function fill(pagePath, headers) {
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: pagePath, headers }, (incoming) => {
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  return { server, pageCache };
}

/** Adds a Set-Cookie to whatever Next.js sets, at the moment the headers go out. */
function appendCookieWithHeaders(response, cookie) {
  const writeHead = response.writeHead;
  response.writeHead = function (status, ...rest) {
    // writeHead(status, [message], headers): the headers given here would replace ours.
    const headers = rest.at(-1);
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      rest.pop();
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    }
    const own = response.getHeader('set-cookie');
    response.setHeader('set-cookie', [...(own === undefined ? [] : [own].flat().map(String)), cookie]);
    return writeHead.call(this, status, ...rest);
  };
}
