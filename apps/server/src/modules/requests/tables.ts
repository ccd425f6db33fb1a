import { date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../core/database/columns';
import { users } from '../auth/tables';
import { holidayTypes } from '../intranet/types';
import { projects } from '../projects/tables';
import { actorKinds, historyActions, requestActionTypes, requestStatuses } from './types';

/** A request of an end user to the project (vacation, training, visit, appliance actions...). */
export const requestActions = pgTable(
  'request_actions',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The requester: the end user the request is of, whoever created it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: requestActionTypes }).notNull(),
    status: text('status', { enum: requestStatuses }).notNull().default('pending'),
    /** The type's payload (validated by the discriminated union in schemas.ts). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** A reviewer's proposed replacement of `data`, applied when the requester accepts the review. */
    proposal: jsonb('proposal').$type<Record<string, unknown>>(),
    /** Copied from `data` for dated types (vacation, training), so overlaps and balances are indexed queries. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    holidayType: text('holiday_type', { enum: holidayTypes }),
    /** Working days of a vacation (weekends and public holidays excluded). */
    days: integer('days'),
    ...timestamps(),
  },
  (table) => [
    index('request_actions_project_status_created_idx').on(table.projectId, table.status, table.createdAt),
    index('request_actions_user_created_idx').on(table.userId, table.createdAt),
    index('request_actions_user_start_idx').on(table.userId, table.startDate),
    index('request_actions_project_holiday_start_idx').on(
      table.projectId,
      table.holidayType,
      table.startDate,
    ),
  ],
);

/** Comments on a request, from the requester, their manager or an admin. */
export const requestActionComments = pgTable(
  'request_action_comments',
  {
    id: id(),
    requestActionId: uuid('request_action_id')
      .notNull()
      .references(() => requestActions.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind', { enum: actorKinds }).notNull(),
    authorId: uuid('author_id').notNull(),
    /** The author's name when they wrote it. */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    /** Orders comments written in the same millisecond. */
    sequence: integer('sequence').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [
    index('request_action_comments_request_created_idx').on(table.requestActionId, table.createdAt),
  ],
);

/** Every change of a request, in order: who did what, from which status to which. */
export const requestActionHistory = pgTable(
  'request_action_history',
  {
    id: id(),
    requestActionId: uuid('request_action_id')
      .notNull()
      .references(() => requestActions.id, { onDelete: 'cascade' }),
    action: text('action', { enum: historyActions }).notNull(),
    fromStatus: text('from_status', { enum: requestStatuses }),
    toStatus: text('to_status', { enum: requestStatuses }).notNull(),
    actorKind: text('actor_kind', { enum: actorKinds }).notNull(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** What changed: the previous data of an edit, the comment and proposal of a review... */
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** Orders entries written in the same millisecond. */
    sequence: integer('sequence').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [index('request_action_history_request_created_idx').on(table.requestActionId, table.createdAt)],
);
