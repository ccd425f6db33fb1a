import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '../../core/route';
import { noContent } from '../../core/schemas';
import { companyScopeOf, scopeOf } from '../../core/scope';
import { needs } from '../fleet/membership';
import {
  projectWebhookDeliveryParams,
  projectWebhookEndpointParams,
  projectWebhookListParams,
  webhookDelivery,
  webhookDeliveryListQuery,
  webhookDeliveryPage,
  webhookDeliveryParams,
  webhookEndpoint,
  webhookEndpointBody,
  webhookEndpointListQuery,
  webhookEndpointPage,
  webhookEndpointParams,
  webhookEndpointUpdate,
  webhookEndpointWithSecret,
  webhookTestBody,
} from './schemas';
import type { WebhookScope, WebhooksService } from './service';

type Deps = { webhooks: { service: WebhooksService } };
type Declare = ReturnType<typeof routes>;
type ScopeOf = (request: Parameters<typeof scopeOf>[0]) => WebhookScope;

/**
 * The same routes for a company's endpoints (`/fleet/webhooks`, VIEW/EDIT on the integrations page) and
 * for the retailer's project-wide ones (`/project/:projectId/webhooks`, the project's admins): one
 * implementation, the scope decided by the guard before the handler.
 */
function webhookRoutes(
  base: string,
  service: 'fleetWebhooks' | 'projectWebhooks',
  declare: { read: Declare; write: Declare },
  scope: ScopeOf,
  params: {
    endpoint: typeof webhookEndpointParams;
    delivery: typeof webhookDeliveryParams;
    list?: typeof projectWebhookListParams;
  },
): FastifyPluginAsyncZod<Deps> {
  const { read, write } = declare;
  const whose = service === 'fleetWebhooks' ? 'the company’s' : 'the project’s project-wide';
  return async (app, { webhooks: { service: webhooks } }) => {
    app.get(
      base,
      read({
        operationId: `${service}.list`,
        summary: `Lists ${whose} webhook endpoints`,
        ...(params.list ? { params: params.list } : {}),
        querystring: webhookEndpointListQuery,
        response: { 200: webhookEndpointPage },
      }),
      (request) => webhooks.list(scope(request), request.query),
    );
    app.post(
      base,
      write({
        operationId: `${service}.create`,
        summary:
          'Registers an https endpoint for the chosen events (201; the answer holds the signing secret, shown once)',
        errors: ['WEBHOOK_URL_REFUSED'],
        ...(params.list ? { params: params.list } : {}),
        body: webhookEndpointBody,
        response: { 201: webhookEndpointWithSecret },
        example: { url: 'https://erp.example.com/hooks/fuel', events: ['transaction.approved'] },
      }),
      async (request, reply) => reply.code(201).send(await webhooks.create(scope(request), request.body)),
    );
    app.patch(
      `${base}/:id`,
      write({
        operationId: `${service}.update`,
        summary: 'Changes the URL, description or events, or disables / enables the endpoint',
        errors: ['WEBHOOK_URL_REFUSED'],
        params: params.endpoint,
        body: webhookEndpointUpdate,
        response: { 200: webhookEndpoint },
      }),
      (request) => webhooks.update(scope(request), request.params.id, request.body),
    );
    app.delete(
      `${base}/:id`,
      write({
        operationId: `${service}.delete`,
        summary: 'Deletes the endpoint and its deliveries (204)',
        params: params.endpoint,
        response: { 204: noContent },
      }),
      async (request, reply) => {
        await webhooks.remove(scope(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      `${base}/:id/rotate-secret`,
      write({
        operationId: `${service}.rotateSecret`,
        summary: 'A new signing secret, shown once; the previous one also signs for 24 hours',
        params: params.endpoint,
        response: { 200: webhookEndpointWithSecret },
      }),
      (request) => webhooks.rotateSecret(scope(request), request.params.id),
    );
    app.get(
      `${base}/:id/deliveries`,
      read({
        operationId: `${service}.listDeliveries`,
        summary: 'The endpoint’s recent deliveries, newest first, with their status and response code',
        params: params.endpoint,
        querystring: webhookDeliveryListQuery,
        response: { 200: webhookDeliveryPage },
      }),
      (request) => webhooks.listDeliveries(scope(request), request.params.id, request.query),
    );
    app.post(
      `${base}/:id/deliveries/:deliveryId/redeliver`,
      write({
        operationId: `${service}.redeliver`,
        summary: 'Sends a delivery again now, with the same webhook-id (202)',
        errors: ['WEBHOOK_ENDPOINT_DISABLED'],
        params: params.delivery,
        response: { 202: webhookDelivery },
      }),
      async (request, reply) =>
        reply
          .code(202)
          .send(await webhooks.redeliver(scope(request), request.params.id, request.params.deliveryId)),
    );
    app.post(
      `${base}/:id/test`,
      write({
        operationId: `${service}.sendTest`,
        summary: 'Sends a sample event (its data marked `test: true`) to this endpoint only (202)',
        errors: ['WEBHOOK_ENDPOINT_DISABLED'],
        params: params.endpoint,
        body: webhookTestBody,
        response: { 202: webhookDelivery },
      }),
      async (request, reply) =>
        reply.code(202).send(await webhooks.sendTest(scope(request), request.params.id, request.body.type)),
    );
  };
}

const companyTags = ['fleet integrations'];

/** A company's endpoints: VIEW on the integrations page to read, EDIT to change. */
export const fleetWebhookRoutes = webhookRoutes(
  '/fleet/webhooks',
  'fleetWebhooks',
  {
    read: routes({ tags: companyTags, callers: ['user'], company: needs('integrations.read') }),
    write: routes({ tags: companyTags, callers: ['user'], company: needs('integrations.write') }),
  },
  (request) => {
    const { projectId, companyId } = companyScopeOf(request);
    return { projectId, companyId };
  },
  { endpoint: webhookEndpointParams, delivery: webhookDeliveryParams },
);

/** The retailer's project-wide endpoints (every company's events): the project's admins. */
const staff = routes({ tags: ['project webhooks'], callers: ['admin'], project: 'params.projectId' });
export const projectWebhookRoutes = webhookRoutes(
  '/project/:projectId/webhooks',
  'projectWebhooks',
  { read: staff, write: staff },
  (request) => ({ projectId: scopeOf(request).projectId, companyId: null }),
  {
    endpoint: projectWebhookEndpointParams as unknown as typeof webhookEndpointParams,
    delivery: projectWebhookDeliveryParams as unknown as typeof webhookDeliveryParams,
    list: projectWebhookListParams,
  },
);
