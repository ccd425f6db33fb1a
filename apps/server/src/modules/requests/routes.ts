import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route, routes } from '../../core/route';
import { idParams, noContent, page } from '../../core/schemas';
import { scopedTarget, scopeOf } from '../../core/scope';
import {
  addCommentBody,
  confirmRequestActionBody,
  createRequestActionBody,
  listRequestActionsQuery,
  projectQuery,
  requestAction,
  reviewRequestActionBody,
  updateRequestActionBody,
} from './schemas';
import type { RequestsService } from './service';
import { transitionsMarkdown } from './transitions';

type Deps = { requests: RequestsService };
const tags = ['requests'];
/** Lists and creation name the project (`projectId`: an admin must, an end user may). */
const inProject = routes({ callers: ['admin', 'user'], project: 'query.projectId' });

const stateMachine = `\n\n**States and transitions**\n\n${transitionsMarkdown()}`;
const visibility =
  'An end user reaches their own requests and, as a manager (org chart), those of their direct reports; ' +
  'an admin those of the projects they manage. Anyone else gets 404.';

/** Request actions on the newer base (/api/v2): one route per path, branching on the caller kind. */
export const requestsV2Routes: FastifyPluginAsyncZod<Deps> = async (app, { requests }) => {
  // The request a route names (by path or, for confirm, in the body) decides its project.
  const byPath = scopedTarget('Request', (request) => requests.find((request.params as { id: string }).id));
  const byBody = scopedTarget('Request', (request) => requests.find((request.body as { id: string }).id));
  const both = routes({ callers: ['admin', 'user'], project: byPath.source });
  const user = routes({ callers: ['user'], project: byPath.source });

  app.get(
    '/request-action',
    inProject({
      operationId: 'requestActions.list',

      tags,
      summary: 'Lists requests: an admin’s of a project (`projectId`), an end user’s own or their team’s',
      description: visibility,
      querystring: listRequestActionsQuery,
      response: { 200: page(requestAction) },
    }),
    (request) => requests.list(scopeOf(request), request.query),
  );

  app.post(
    '/request-action',
    inProject({
      operationId: 'requestActions.create',
      errors: ['INSUFFICIENT_BALANCE', 'OVERLAPPING_REQUEST'],

      tags,
      summary:
        'Creates a pending request: an end user’s own, or an admin’s for a user (`projectId`, `userId`)',
      description:
        'A vacation takes its working days (weekends and public holidays excluded) from the balance: 409 ' +
        '`INSUFFICIENT_BALANCE` when it does not cover them, 409 `OVERLAPPING_REQUEST` when a vacation or ' +
        'training overlaps another undecided or confirmed one of the requester, 404 when the requester ' +
        `has no employee record.${stateMachine}`,
      querystring: projectQuery,
      body: createRequestActionBody,
      response: { 201: requestAction },
    }),
    async (request, reply) => reply.code(201).send(await requests.create(scopeOf(request), request.body)),
  );

  app.post(
    '/request-action/confirm',
    route({
      operationId: 'requestActions.confirm',
      errors: ['INVALID_TRANSITION'],
      callers: ['user'],
      project: byBody.source,
      tags,
      summary: 'The requester answers a review: accept (applies the proposal) or reject',
      description: `reviewed → user_accepted (\`accept: true\`) or user_rejected (\`accept: false\`).${stateMachine}`,
      body: confirmRequestActionBody,
      response: { 200: requestAction },
    }),
    (request) => requests.respond(scopeOf(request), byBody.of(request), request.body),
  );

  app.get(
    '/request-action/:id',
    both({
      operationId: 'requestActions.get',

      tags,
      summary: 'One request with its comments and history',
      description: visibility,
      params: idParams,
      response: { 200: requestAction },
    }),
    (request) => requests.get(scopeOf(request), byPath.of(request)),
  );

  app.put(
    '/request-action/:id',
    both({
      operationId: 'requestActions.update',
      errors: ['INVALID_TRANSITION', 'INSUFFICIENT_BALANCE', 'OVERLAPPING_REQUEST'],

      tags,
      summary: 'Admin: moves the request (`status`); requester: replaces the payload while pending (`data`)',
      description:
        'An end user may edit only their own request and only while it is pending (else 409 ' +
        `\`INVALID_TRANSITION\`).${stateMachine}`,
      params: idParams,
      body: updateRequestActionBody,
      response: { 200: requestAction },
    }),
    (request) => requests.update(scopeOf(request), byPath.of(request), request.body),
  );

  app.delete(
    '/request-action/:id',
    user({
      operationId: 'requestActions.delete',
      errors: ['INVALID_TRANSITION'],

      tags,
      summary: 'The requester deletes their own pending request ',
      params: idParams,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      await requests.remove(scopeOf(request), byPath.of(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/request-action/:id/add-comment',
    both({
      operationId: 'requestActions.addComment',

      tags,
      summary: 'Adds a comment (requester, their manager or an admin), in any status',
      params: idParams,
      body: addCommentBody,
      response: { 201: requestAction },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await requests.addComment(scopeOf(request), byPath.of(request), request.body.text)),
  );

  app.post(
    '/request-action/:id/review',
    user({
      operationId: 'requestActions.review',
      errors: ['INVALID_TRANSITION', 'NOT_MANAGER', 'INSUFFICIENT_BALANCE'],

      tags,
      summary: 'The requester’s manager reviews it: a comment and/or a proposed payload (→ reviewed)',
      description:
        'For the requester’s direct manager in the org chart (403 `NOT_MANAGER` for the requester ' +
        `themself). The requester then answers with POST /request-action/confirm.${stateMachine}`,
      params: idParams,
      body: reviewRequestActionBody,
      response: { 200: requestAction },
    }),
    (request) => requests.review(scopeOf(request), byPath.of(request), request.body),
  );
};
