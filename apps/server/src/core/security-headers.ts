import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** This route's changes to the security headers' options (e.g. a cross-origin resource policy). */
    helmet?: HelmetOptions;
  }
  interface FastifyContextConfig {
    /** The route's security headers, computed when it is registered. */
    securityHeaders?: Record<string, string>;
  }
}

/**
 * The API answers JSON and files, never a page of its own, so its Content-Security-Policy allows
 * nothing and no framing; nosniff, no referrer. The pages the server does render set their own policy:
 * Swagger UI at /docs (core/openapi.ts, with the hashes of its inline code) and the sandbox payment
 * page (modules/payments/routes.ts). Files are fetched by the portal from another origin: their route
 * allows cross-origin embedding (CORP, `helmet: { crossOriginResourcePolicy }`).
 */
const OPTIONS: HelmetOptions = {
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
};

/**
 * Security headers on every answer, as helmet sets them. They depend on the options only, so they are
 * computed once per route when it is registered: helmet's Fastify plugin rebuilt its middleware from
 * the options on every request (5 % of a list request's server time).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const common = headersOf(OPTIONS);
  app.addHook('onRoute', (route) => {
    if (!route.helmet) return;
    route.config = Object.assign(route.config ?? {}, {
      securityHeaders: headersOf({ ...OPTIONS, ...route.helmet } as HelmetOptions),
    });
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders ?? common);
    done();
  });
}

/** The headers helmet's middleware sets (it reads nothing of the request for these options). */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
