import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../core/database/columns';
import { companies } from '../fleet/tables';
import { projects } from '../projects/tables';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './catalogue';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * Where events go: a company's endpoint (company_id set: that company's events) or one of the retailer's
 * project-wide endpoints (company_id null: every event of the project). The secret is kept as given
 * (`whsec_…`), since signing needs it; after a rotation the previous one also signs until it expires, so
 * receivers can switch without losing a delivery.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events', { enum: WEBHOOK_EVENT_TYPES }).array().$type<WebhookEventType[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it is disabled: `manual`, or `gone` when the receiver answered 410. */
    disabledReason: text('disabled_reason', { enum: ['manual', 'gone'] }),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: time('previous_secret_expires_at'),
    ...timestamps(),
  },
  (table) => [index('webhook_endpoints_scope_idx').on(table.projectId, table.companyId)],
);

/** An event as its endpoints receive it; its id is the outbox message's that carried it (the dedup key). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id'),
    type: text('type', { enum: WEBHOOK_EVENT_TYPES }).notNull(),
    /** The body every delivery of the event sends, byte for byte (signatures cover it). */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_events_created_idx').on(table.createdAt)],
);

/** One event to one endpoint: claimed by the delivery worker of any instance (see worker.ts). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: time('next_attempt_at').notNull().defaultNow(),
    lockedUntil: time('locked_until'),
    claimToken: uuid('claim_token'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: time('delivered_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_endpoint_unique').on(table.eventId, table.endpointId),
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
