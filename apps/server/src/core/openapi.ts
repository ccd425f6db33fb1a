import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { finishDocument } from './openapi-document';
import { registerRouteDocs } from './route';

/** The operations' tags, in the order a reader meets them. */
const tags: Record<string, string> = {
  health: 'Liveness and readiness of an instance',
  auth: 'Admin and end-user sign-up, sign-in and sessions',
  projects: 'An admin’s projects, their keys and settings',
  'content models': 'A project’s content models (custom types), for its admins',
  entities: 'Entries of a content model, for the project’s admins',
  cms: 'Published entries, read with the project key',
  files: 'Uploads and their public addresses',
  commerce: 'Items, orders and buyer profiles of a project’s shop',
  requests: 'Employees’ requests (leave, expenses) and their approval',
  intranet: 'Employees, organization and calendar of a project’s intranet',
  events: 'Intranet calendar events',
  boxes: 'Intranet result boxes (quizzes, surveys, responsibilities)',
  notifications: 'Messages to end users: e-mail, SMS, push and in-app',
  payments: 'Payment links and their provider callbacks',
  chat: 'Chat rooms and messages (live over socket.io)',
  contact: 'Contact form messages',
  fleet: 'A fleet customer’s company: sign-up, users, vehicles, groups, settings',
  'fleet orders': 'Fuel, coupon and wholesale orders of a company',
  'fleet cards': 'Card orders and the company’s fuel cards',
  'fleet back office': 'The retailer’s side of fleet orders and companies',
  'fleet integrations':
    'A company’s webhook endpoints: signed events (Standard Webhooks) about its transactions, orders, cards and points',
  'project webhooks': 'The retailer’s project-wide webhook endpoints: every company’s events',
  'fleet transactions': 'Card purchases: station-terminal authorizations, voids and the history',
  'fleet points': 'A company’s points and their transfers',
  'fleet reports': 'Statements and reports of a company’s spending',
  'fleet api clients': 'A company’s API clients (OAuth2 client credentials) for its ERP, and their token',
};

/** The OpenAPI document is generated from the routes' zod schemas: /openapi.json, browsable at /docs. */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Config,
  /** Security schemes of modules (fleet's API clients: an OAuth2 client-credentials flow). */
  moduleSchemes: Record<string, unknown> = {},
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
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
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'X-Session-Id' },
          projectKey: { type: 'apiKey', in: 'header', name: 'X-Project-Key' },
          privateKey: { type: 'apiKey', in: 'header', name: 'X-Private-Key' },
          ...moduleSchemes,
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      finishDocument(structuredClone(jsonSchemaTransformObject(document)) as never, tags) as never,
  });
  registerRouteDocs(app);
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
