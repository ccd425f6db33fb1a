import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/caller';
import { routes } from '../../core/route';
import { idParams, noContent, page } from '../../core/schemas';
import {
  box,
  boxBody,
  createEventBody,
  event,
  listBoxesQuery,
  listEventsQuery,
  updateEventBody,
} from './schemas';
import type { IntranetService } from './service';

type Deps = { intranet: IntranetService };
const user = routes({ callers: ['user'] });

/** An end user's own events (calendar) and boxes; anyone else's answer 404. */
export const calendarRoutes: FastifyPluginAsyncZod<Deps> = async (app, { intranet }) => {
  const { events, boxes } = intranet;
  const owner = (request: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(request, 'user');
    return { projectId: caller.projectId, userId: caller.userId };
  };

  app.get(
    '/event',
    user({
      operationId: 'events.list',

      tags: ['events'],
      summary: 'The caller’s calendar entries (confirmed vacations and trainings, their own), by start date',
      querystring: listEventsQuery,
      response: { 200: page(event) },
    }),
    (request) => events.list(owner(request), request.query),
  );

  app.post(
    '/event',
    user({
      operationId: 'events.create',

      tags: ['events'],
      summary: 'Adds a personal calendar entry',
      body: createEventBody,
      response: { 201: event },
    }),
    async (request, reply) => reply.code(201).send(await events.create(owner(request), request.body)),
  );

  app.put(
    '/event/:id',
    user({
      operationId: 'events.update',

      tags: ['events'],
      summary: 'Updates a calendar entry (the dates of one made from a request follow the request: 409)',
      params: idParams,
      body: updateEventBody,
      response: { 200: event },
    }),
    (request) => events.update(owner(request), request.params.id, request.body),
  );

  app.delete(
    '/event/:id',
    user({
      operationId: 'events.delete',

      tags: ['events'],
      summary: 'Removes a calendar entry',
      params: idParams,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      await events.remove(owner(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/box',
    user({
      operationId: 'boxes.list',

      tags: ['boxes'],
      summary: 'The caller’s boxes, newest first',
      querystring: listBoxesQuery,
      response: { 200: page(box) },
    }),
    (request) => boxes.list(owner(request), request.query),
  );

  app.post(
    '/box',
    user({
      operationId: 'boxes.create',

      tags: ['boxes'],
      summary: 'Adds a box',
      body: boxBody,
      response: { 201: box },
    }),
    async (request, reply) => reply.code(201).send(await boxes.create(owner(request), request.body)),
  );

  app.get(
    '/box/:id',
    user({
      operationId: 'boxes.get',

      tags: ['boxes'],
      summary: 'One box',
      params: idParams,
      response: { 200: box },
    }),
    (request) => boxes.get(owner(request), request.params.id),
  );

  app.put(
    '/box/:id',
    user({
      operationId: 'boxes.update',

      tags: ['boxes'],
      summary: 'Replaces a box’s title and payload (its type stays)',
      params: idParams,
      body: boxBody,
      response: { 200: box },
    }),
    (request) => boxes.update(owner(request), request.params.id, request.body),
  );

  app.delete(
    '/box/:id',
    user({
      operationId: 'boxes.delete',

      tags: ['boxes'],
      summary: 'Removes a box',
      params: idParams,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      await boxes.remove(owner(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
