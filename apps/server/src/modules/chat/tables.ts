import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../core/database/columns';
import { users } from '../auth/tables';
import { projects } from '../projects/tables';

/**
 * A conversation of a project: `support` between an end user and the project's admins, or `direct`
 * between two end users. One of each per pair (`pair_key`), so opening one twice finds the first.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['support', 'direct'] }).notNull(),
    /** The end user of a support conversation; the first of the two users of a direct one. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The second user of a direct conversation; null for support. */
    peerUserId: uuid('peer_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** `support:<user>` or `direct:<lower user id>:<higher user id>`. */
    pairKey: text('pair_key').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date', precision: 3 }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('chat_conversations_pair_unique').on(table.projectId, table.pairKey),
    index('chat_conversations_project_recent_idx').on(table.projectId, table.kind, table.lastMessageAt),
    index('chat_conversations_user_idx').on(table.userId),
    index('chat_conversations_peer_idx').on(table.peerUserId),
  ],
);

/** Messages, stored before they are acknowledged; `seq` orders them (history cursors, catching up). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderKind: text('sender_kind', { enum: ['user', 'admin'] }).notNull(),
    senderId: uuid('sender_id').notNull(),
    body: text('body').notNull(),
    /** The sender's id for the message: a resend after a lost acknowledgement stores nothing new. */
    clientMessageId: text('client_message_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('chat_messages_seq_unique').on(table.seq),
    index('chat_messages_conversation_seq_idx').on(table.conversationId, table.seq),
    uniqueIndex('chat_messages_client_id_unique')
      .on(table.conversationId, table.senderId, table.clientMessageId)
      .where(sql`${table.clientMessageId} is not null`),
  ],
);
