import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from './client';
import { withCompiledRows } from './rows';

// Tables of this test only (created in its own database).
const shelves = pgTable('rows_probe_shelves', { id: integer('id').primaryKey(), name: text('name') });
const books = pgTable('rows_probe_books', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  shelfId: integer('shelf_id'),
  printedAt: timestamp('printed_at', { withTimezone: true }),
  details: jsonb('details').$type<{ pages: number }>(),
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.execute(sql`create table rows_probe_shelves (id int primary key, name text)`);
  await db.execute(
    sql`create table rows_probe_books (id int primary key, title text not null, shelf_id int, printed_at timestamptz, details jsonb)`,
  );
  await db.insert(shelves).values([
    { id: 1, name: 'Fuel' },
    { id: 2, name: null },
  ]);
  await db.insert(books).values([
    {
      id: 1,
      title: 'Diesel',
      shelfId: 1,
      printedAt: new Date('2026-11-27T02:00:00.123Z'),
      details: { pages: 3 },
    },
    { id: 2, title: 'Petrol', shelfId: null, printedAt: null, details: null },
    { id: 3, title: 'Gas', shelfId: 2 },
  ]);
});
afterAll(() => database?.close());

describe('compiled row mappers', () => {
  it('map rows exactly as Drizzle does: nested objects, decoded values, a missing joined row as null', async () => {
    const { db } = database;
    const select = (name: string) =>
      db
        .select({
          book: books,
          shelf: { id: shelves.id, name: shelves.name },
          title: books.title,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(books)
        .leftJoin(shelves, eq(shelves.id, books.shelfId))
        .orderBy(books.id)
        .prepare(name);
    const drizzles = await select('rows_probe_drizzle').execute();
    const compiled = await withCompiledRows(select('rows_probe_compiled')).execute();
    expect(compiled).toEqual(drizzles);
    // What Drizzle makes of them: a Date, parsed JSON, a number, a null shelf without its row, and a
    // shelf whose first column is set but not its name.
    expect(compiled.map((row) => row.shelf)).toEqual([{ id: 1, name: 'Fuel' }, null, { id: 2, name: null }]);
    expect(compiled[0]!.book.printedAt).toEqual(new Date('2026-11-27T02:00:00.123Z'));
    expect(compiled[0]!.book.details).toEqual({ pages: 3 });
    expect(compiled[0]!.total).toBe(3);
  });
});
