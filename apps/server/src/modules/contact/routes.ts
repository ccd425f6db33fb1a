import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/caller';
import { idParams } from '../../core/schemas';
import { contactRequest, contactRequestBody, contactRequestListQuery, contactRequestPage } from './schemas';
import type { ContactService } from './service';

type Deps = { contact: ContactService };
const tags = ['contact'];

/** The public contact form on the newer base (/api/v2). */
export const contactV2Routes: FastifyPluginAsyncZod<Deps> = async (app, { contact }) => {
  app.post(
    '/contact-request',
    {
      config: { callers: ['public'] },
      schema: {
        tags,
        summary:
          'A visitor writes to the project (name, message and an e-mail or a phone number; 400 names each broken field)',
        body: contactRequestBody,
        response: { 201: contactRequest },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await contact.create(callerOf(request, 'public').projectId, request.body)),
  );

  app.get(
    '/project/:id/contact-request',
    {
      config: { callers: ['admin'] },
      schema: {
        tags,
        summary: "The project's contact requests, newest first",
        params: idParams,
        querystring: contactRequestListQuery,
        response: { 200: contactRequestPage },
      },
    },
    (request) => contact.list(callerOf(request, 'admin').adminId, request.params.id, request.query),
  );
};
