import { z } from 'zod';
import { pagination, timestamp, uuid } from '../../core/schemas';

export const chatMessage = z
  .object({
    id: uuid,
    conversationId: uuid,
    sender: z.object({ kind: z.enum(['user', 'admin']), id: uuid }),
    body: z.string(),
    clientMessageId: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'ChatMessage' });

export const conversation = z
  .object({
    id: uuid,
    projectId: uuid,
    kind: z
      .enum(['support', 'direct'])
      .describe('support: a user and the project’s admins; direct: two users'),
    userId: uuid,
    peerUserId: uuid.nullable(),
    lastMessageAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'Conversation' });

export const conversationsQuery = pagination.extend({ projectId: uuid });
export const messagesQuery = pagination.extend({ projectId: uuid });

// The socket's event payloads (docs/CHAT.md).

export const chatSendPayload = z
  .object({
    conversationId: uuid.optional().describe('An existing conversation'),
    to: z
      .union([z.literal('support'), z.object({ userId: uuid })])
      .optional()
      .describe(
        'Or: the project’s support (end users), or an end user (the support conversation, for admins)',
      ),
    projectId: uuid.optional().describe('Admins: the project, with `to: { userId }`'),
    body: z.string().trim().min(1).max(4000),
    clientMessageId: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe('Resending with the same id stores it once'),
  })
  .refine((value) => !value.conversationId !== !value.to, {
    message: 'Give either conversationId or to',
    path: ['conversationId'],
  });

export const chatHistoryPayload = z.object({
  conversationId: uuid,
  before: uuid.optional().describe('A message id: the page before it (the cursor of the previous answer)'),
  limit: z.number().int().min(1).max(100).default(30),
});

export const chatConversationsPayload = z.object({
  projectId: uuid.optional().describe('Admins: the project whose support conversations to list'),
  limit: z.number().int().min(1).max(200).default(50),
  page: z.number().int().min(1).default(1),
});

export type ChatMessage = z.infer<typeof chatMessage>;
export type Conversation = z.infer<typeof conversation>;
export type ConversationsQuery = z.input<typeof conversationsQuery>;
export type MessagesQuery = z.input<typeof messagesQuery>;
export type ChatSendPayload = z.input<typeof chatSendPayload>;
export type ChatHistoryPayload = z.input<typeof chatHistoryPayload>;
export type ChatConversationsPayload = z.input<typeof chatConversationsPayload>;
/** The answer of `chat:history`: newest first; `nextCursor` is the `before` of the next (older) page. */
export type ChatHistory = { items: ChatMessage[]; nextCursor: string | null };
/** Every acknowledgement of the socket: `ok` with the answer, or the error body's fields. */
export type ChatAck<T> =
  | ({ ok: true } & T)
  | { ok: false; error: { statusCode: number; code: string; message: string; fields?: unknown[] } };
