import { type SQL, sql } from 'drizzle-orm';

/**
 * JSON text written by PostgreSQL as one concatenation, for answers of thousands of rows where
 * json_build_object's per-value type lookups and the rows' copies cost several times more. A part is
 * either JSON text of ours (field names, punctuation) or an SQL expression whose text is JSON; ours
 * are merged into one literal between two expressions, as each `||` copies the text so far.
 */
export type JsonPart = string | SQL;

/** `"name":` and its value (`name` a word of ours, never input). */
export const jsonField = (name: string, value: JsonPart | JsonPart[]): JsonPart[] => [
  `${JSON.stringify(name)}:`,
  ...[value].flat(),
];

export const jsonObject = (fields: JsonPart[][]): JsonPart[] => [
  '{',
  ...fields.flatMap((parts, index) => (index === 0 ? parts : [',', ...parts])),
  '}',
];

/** A JSON string of a text that needs no escaping (ids, dates, our products' names). */
export const jsonQuoted = (text: SQL): JsonPart[] => ['"', text, '"'];

/** The parts as one text expression. */
export function jsonText(parts: JsonPart[]): SQL {
  const merged: JsonPart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + part;
    else merged.push(part);
  }
  return sql.join(
    merged.map((part) => (typeof part === 'string' ? sql.raw(`'${part.replaceAll("'", "''")}'`) : part)),
    sql` || `,
  );
}
