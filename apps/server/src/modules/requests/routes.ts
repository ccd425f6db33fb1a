import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
const inProject = { callers: ['admin', 'user'], project: 'query.projectId' } as const;

const stateMachine = `\n\n**States and transitions**\n\n${transitionsMarkdown()}`;
const visibility =
  'An end user reaches their own requests and, as a manager (org chart), those of their direct reports; ' +
  'an admin those of the projects they manage. Anyone else gets 404.';

/** Request actions on the newer base (/api/v2): one route per path, branching on the caller kind. */
export const requestsV2Routes: FastifyPluginAsyncZod<Deps> = async (app, { requests }) => {
  // The request a route names (by path or, for confirm, in the body) decides its project.
  const byPath = scopedTarget('Request', (request) => requests.find((request.params as { id: string }).id));
  const byBody = scopedTarget('Request', (request) => requests.find((request.body as { id: string }).id));
  const both = { callers: ['admin', 'user'], project: byPath.source } as const;
  const user = { callers: ['user'], project: byPath.source } as const;

  app.get(
    '/request-action',
    {
      config: inProject,
      schema: {
        tags,
        summary: 'Lists requests: an admin’s of a project (`projectId`), an end user’s own or their team’s',
        description: visibility,
        querystring: listRequestActionsQuery,
        response: { 200: page(requestAction) },
      },
    },
    (request) => requests.list(scopeOf(request), request.query),
  );

  app.post(
    '/request-action',
    {
      config: inProject,
      schema: {
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
      },
    },
    async (request, reply) => reply.code(201).send(await requests.create(scopeOf(request), request.body)),
  );

  app.post(
    '/request-action/confirm',
    {
      config: { callers: ['user'], project: byBody.source },
      schema: {
        tags,
        summary: 'The requester answers a review: accept (applies the proposal) or reject',
        description: `reviewed → user_accepted (\`accept: true\`) or user_rejected (\`accept: false\`).${stateMachine}`,
        body: confirmRequestActionBody,
        response: { 200: requestAction },
      },
    },
    (request) => requests.respond(scopeOf(request), byBody.of(request), request.body),
  );

  app.get(
    '/request-action/:id',
    {
      config: both,
      schema: {
        tags,
        summary: 'One request with its comments and history',
        description: visibility,
        params: idParams,
        response: { 200: requestAction },
      },
    },
    (request) => requests.get(scopeOf(request), byPath.of(request)),
  );

  app.put(
    '/request-action/:id',
    {
      config: both,
      schema: {
        tags,
        summary:
          'Admin: moves the request (`status`); requester: replaces the payload while pending (`data`)',
        description:
          'An end user may edit only their own request and only while it is pending (else 409 ' +
          `\`INVALID_TRANSITION\`).${stateMachine}`,
        params: idParams,
        body: updateRequestActionBody,
        response: { 200: requestAction },
      },
    },
    (request) => requests.update(scopeOf(request), byPath.of(request), request.body),
  );

  app.delete(
    '/request-action/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'The requester deletes their own pending request (else 409 `INVALID_TRANSITION`)',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await requests.remove(scopeOf(request), byPath.of(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/request-action/:id/add-comment',
    {
      config: both,
      schema: {
        tags,
        summary: 'Adds a comment (requester, their manager or an admin), in any status',
        params: idParams,
        body: addCommentBody,
        response: { 201: requestAction },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requests.addComment(scopeOf(request), byPath.of(request), request.body.text)),
  );

  app.post(
    '/request-action/:id/review',
    {
      config: user,
      schema: {
        tags,
        summary: 'The requester’s manager reviews it: a comment and/or a proposed payload (→ reviewed)',
        description:
          'For the requester’s direct manager in the org chart (403 `NOT_MANAGER` for the requester ' +
          `themself). The requester then answers with POST /request-action/confirm.${stateMachine}`,
        params: idParams,
        body: reviewRequestActionBody,
        response: { 200: requestAction },
      },
    },
    (request) => requests.review(scopeOf(request), byPath.of(request), request.body),
  );
};
