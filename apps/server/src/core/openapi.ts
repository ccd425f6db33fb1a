import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from './config';

/** The OpenAPI document is generated from the routes' zod schemas: /openapi.json, browsable at /docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Platform API',
        version: '1.0.0',
        description: [
          'Backend-as-a-service platform: projects and content models, e-commerce, intranet, notifications,',
          'payments, chat, and the fleet module of the business portal.',
          '',
          'Bases: `/api/v1` (legacy) and `/api/v2` (newer). Credentials travel as headers:',
          '`X-Session-Id` (admin or end-user session), `X-Project-Key` (public key; an end user sends it',
          'with the session id) and `X-Private-Key`. Errors share one body: `{statusCode, code, message,',
          'fields?, requestId}` with a stable UPPER_SNAKE `code`. Money is integer minor units with a',
          'currency; timestamps are ISO 8601 with milliseconds.',
        ].join('\n'),
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'X-Session-Id' },
          projectKey: { type: 'apiKey', in: 'header', name: 'X-Project-Key' },
          privateKey: { type: 'apiKey', in: 'header', name: 'X-Private-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    logLevel: 'warn',
    // Its own policy (with the hashes of its inline code) instead of the API's, which allows nothing;
    // not upgrade-insecure-requests: the server runs on plain http locally.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(' upgrade-insecure-requests;', '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
