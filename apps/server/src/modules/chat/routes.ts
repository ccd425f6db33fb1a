import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../core/route';
import { idParams, page } from '../../core/schemas';
import { scopeOf } from '../../core/scope';
import { chatMessage, conversation, conversationsQuery, messagesQuery } from './schemas';
import type { ChatService } from './service';

type Deps = { chat: ChatService };
const tags = ['chat'];

/** Support chat for a project's admins, on the newer base (/api/v2); the live part is the socket. */
export const chatV2Routes: FastifyPluginAsyncZod<Deps> = async (app, { chat }) => {
  app.get(
    '/conversations',
    route({
      operationId: 'adminChat.conversations',
      callers: ['admin'],
      project: 'query.projectId',
      tags,
      summary: 'Support conversations of the project, most recent first',
      querystring: conversationsQuery,
      response: { 200: page(conversation) },
    }),
    (request) => chat.supportConversationsOf(scopeOf(request), request.query),
  );

  app.get(
    '/conversations/:id/messages',
    route({
      operationId: 'adminChat.messages',
      callers: ['admin'],
      project: 'query.projectId',
      tags,
      summary: 'Messages of a support conversation of the project, newest first',
      params: idParams,
      querystring: messagesQuery,
      response: { 200: page(chatMessage) },
    }),
    (request) => chat.messagesOf(scopeOf(request), request.params.id, request.query),
  );
};
