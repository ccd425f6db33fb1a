import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../database/columns';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * The transactional outbox: work that must happen after a commit (send a notification, tell the order
 * that its payment settled). Rows are written in the same transaction as the change that causes them
 * and taken by the outbox worker of any server instance (see worker.ts for the delivery guarantee).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    /** Which handler runs the message, e.g. `notification.deliver`. */
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'done', 'dead'] })
      .notNull()
      .default('pending'),
    /** Claims so far, the current one included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Not before: the backoff after a failed attempt. */
    availableAt: time('available_at').notNull().defaultNow(),
    /** Set while a worker holds the message; once past, the holder is presumed dead and another may take it. */
    lockedUntil: time('locked_until'),
    /** The holder's claim: only it may settle the message (a late, presumed-dead holder cannot). */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    processedAt: time('processed_at'),
  },
  (table) => [
    index('outbox_messages_due_idx').on(table.availableAt).where(sql`${table.status} = 'pending'`),
    index('outbox_messages_topic_idx').on(table.topic, table.status),
  ],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;
