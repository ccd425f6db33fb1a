// The portal process (process.mjs) with a stand-in for Next.js: each page answers after a few
// milliseconds, shareable, so the page cache serves it too. For process.test.mjs.
import { startPortalProcess } from '../process.mjs';

await startPortalProcess({
  handle: (request, response) => {
    setTimeout(() => {
      // Set one by one, as Next.js does (the page cache reads them back).
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader(
        'cache-control',
        request.url.startsWith('/account') ? 'private, no-store' : 's-maxage=60',
      );
      response.end(`<html>${request.url}</html>`);
    }, 3);
  },
  csrfCookie: () => undefined,
  caching: true,
  env: process.env,
  close: async () => console.info('next closed'),
});
console.info('Portal listening');
