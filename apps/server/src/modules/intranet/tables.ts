import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamps } from '../../core/database/columns';
import { users } from '../auth/tables';
import { projects } from '../projects/tables';
import { requestActions } from '../requests/tables';
import { accrualTypes } from './accrual';
import { boxTypes, holidayTypes } from './types';

/** An end user's HR record in their project: the org chart's nodes. Names are the HR record's own. */
export const employees = pgTable(
  'intranet_employees',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position').notNull(),
    department: text('department').notNull(),
    managerId: uuid('manager_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('intranet_employees_project_user_unique').on(table.projectId, table.userId),
    index('intranet_employees_project_department_idx').on(table.projectId, table.department),
    index('intranet_employees_manager_idx').on(table.managerId),
    check('intranet_employees_not_own_manager', sql`${table.managerId} <> ${table.id}`),
  ],
);

/** A project's yearly allowance per holiday type; a type without a row takes the default (see holidays.ts). */
export const holidaySettings = pgTable(
  'intranet_holiday_settings',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type', { enum: holidayTypes }).notNull(),
    accrualType: text('accrual_type', { enum: accrualTypes }).notNull(),
    /** Days a full year earns; null means the type is not limited (sick days, unpaid leave...). */
    daysPerYear: integer('days_per_year'),
    ...timestamps(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.type] })],
);

/** Days off for everyone in the project: they are not working days. */
export const publicHolidays = pgTable(
  'intranet_public_holidays',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('intranet_public_holidays_project_date_unique').on(table.projectId, table.date)],
);

/**
 * Holiday days taken: one row per confirmed vacation request (the unique request id makes a second
 * confirmation of the same request a no-op, however concurrent).
 */
export const holidayLedger = pgTable(
  'intranet_holiday_ledger',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestActionId: uuid('request_action_id')
      .notNull()
      .references(() => requestActions.id, { onDelete: 'cascade' }),
    type: text('type', { enum: holidayTypes }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('intranet_holiday_ledger_request_unique').on(table.requestActionId),
    index('intranet_holiday_ledger_project_type_start_idx').on(table.projectId, table.type, table.startDate),
    index('intranet_holiday_ledger_user_type_start_idx').on(table.userId, table.type, table.startDate),
  ],
);

/** A user's calendar entries: their own, or made from a confirmed vacation or training request. */
export const events = pgTable(
  'intranet_events',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['vacation', 'training', 'personal'] }).notNull(),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    requestActionId: uuid('request_action_id').references(() => requestActions.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [
    index('intranet_events_user_start_idx').on(table.userId, table.startDate),
    uniqueIndex('intranet_events_request_unique')
      .on(table.requestActionId)
      .where(sql`${table.requestActionId} is not null`),
  ],
);

/** A user's result boxes (quiz and survey results, intranet responsibilities). */
export const boxes = pgTable(
  'intranet_boxes',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: boxTypes }).notNull(),
    title: text('title').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ...timestamps(),
  },
  (table) => [index('intranet_boxes_user_type_created_idx').on(table.userId, table.type, table.createdAt)],
);
