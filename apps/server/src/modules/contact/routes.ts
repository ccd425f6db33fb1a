import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../core/route';
import { idParams } from '../../core/schemas';
import { scopeOf } from '../../core/scope';
import { contactRequest, contactRequestBody, contactRequestListQuery, contactRequestPage } from './schemas';
import type { ContactService } from './service';

type Deps = { contact: ContactService };
const tags = ['contact'];

/** The public contact form on the newer base (/api/v2). */
export const contactV2Routes: FastifyPluginAsyncZod<Deps> = async (app, { contact }) => {
  app.post(
    '/contact-request',
    route({
      operationId: 'contact.send',
      callers: ['public'],
      project: 'caller',
      tags,
      summary:
        'A visitor writes to the project (name, message and an e-mail or a phone number; 400 names each broken field)',
      body: contactRequestBody,
      response: { 201: contactRequest },
    }),
    async (request, reply) =>
      reply.code(201).send(await contact.create(scopeOf(request).projectId, request.body)),
  );

  app.get(
    '/project/:id/contact-request',
    route({
      operationId: 'adminContact.list',
      callers: ['admin'],
      project: 'params.id',
      tags,
      summary: "The project's contact requests, newest first",
      params: idParams,
      querystring: contactRequestListQuery,
      response: { 200: contactRequestPage },
    }),
    (request) => contact.list(scopeOf(request), request.query),
  );
};
