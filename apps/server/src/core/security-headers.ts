import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (@fastify/helmet). The API answers JSON and files, never a page of
 * its own, so its Content-Security-Policy allows nothing and no framing; nosniff, no referrer. The
 * pages the server does render set their own policy: Swagger UI at /docs (core/openapi.ts, with the
 * hashes of its inline code) and the sandbox payment page (modules/payments/routes.ts). Files are
 * fetched by the portal from another origin: their route allows cross-origin embedding (CORP).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Images and uploads are shown by the portal, another origin; JSON goes through CORS anyway.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
