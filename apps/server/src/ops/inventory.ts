import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../core/database/migrations-folder';

/** What both PGlite (client or transaction) and node-postgres offer: a text query with values. */
export type Queryable = {
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
};

/** A drizzle-kit migration: its tag (file name) and `when`, which drizzle's migrator compares. */
export type Migration = { tag: string; when: number };

/** Every table of the application (the `public` schema), by name. */
export async function listTables(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

export async function countRows(db: Queryable, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ count: number | string }>(
      `select count(*) as count from ${quote(table)}`,
    );
    counts[table] = Number(rows[0]!.count);
  }
  return counts;
}

/**
 * Count and a digest of a table's rows as PostgreSQL writes them (`row::text`: every type's own text
 * form, so jsonb, arrays, timestamps and bytea are compared as values). Each row is hashed and the hashes
 * are joined in their own order, so neither the physical order nor a collation matters. Call
 * `useCanonicalOutput` on the session first: timestamps print in the session's time zone.
 */
export async function tableDigest(db: Queryable, table: string): Promise<{ rows: number; md5: string }> {
  const { rows } = await db.query<{ count: number | string; md5: string }>(
    `select count(*) as count, md5(coalesce(string_agg(h, '' order by h), '')) as md5
       from (select md5(t::text) as h from ${quote(table)} t) rows`,
  );
  return { rows: Number(rows[0]!.count), md5: rows[0]!.md5 };
}

/** The settings that shape values' text, fixed so that two servers print the same rows alike. */
export async function useCanonicalOutput(db: Queryable): Promise<void> {
  for (const statement of [
    `set time zone 'UTC'`,
    `set datestyle = 'ISO, MDY'`,
    `set intervalstyle = 'postgres'`,
    `set extra_float_digits = 1`,
    `set bytea_output = 'hex'`,
  ]) {
    await db.query(statement);
  }
}

/** The newest migration drizzle recorded in the database, or undefined before the first one. */
export async function lastAppliedMigration(db: Queryable): Promise<Migration | undefined> {
  const { rows: exists } = await db.query<{ table: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as table`,
  );
  if (!exists[0]?.table) return undefined;
  const { rows } = await db.query<{ created_at: number | string }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  if (!rows[0]) return undefined;
  const when = Number(rows[0].created_at);
  return { tag: codeMigrations().find((migration) => migration.when === when)?.tag ?? 'unknown', when };
}

/** The migrations this code carries (drizzle/meta/_journal.json), oldest first. */
export function codeMigrations(): Migration[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Migration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** A table or column name as an SQL identifier. */
export function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
