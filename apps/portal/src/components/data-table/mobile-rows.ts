import type { ColumnDef } from './columns';

/**
 * How a column shows in a phone's row card: `title` is the card's first line (no label), `primary`
 * always shows, `detail` waits for the row's "Details" button. A column can say so in its `meta`.
 */
export type MobileRole = 'title' | 'primary' | 'detail';

/** Without a `meta.mobile`: the first named column is the title, the next one primary, the rest details; unnamed ones (actions) always show. */
export function mobileRole<Row>(column: ColumnDef<Row, unknown>, namedIndex: number): MobileRole | undefined {
  const declared = column.meta?.mobile;
  if (declared) return declared;
  if (typeof column.header !== 'string') return undefined;
  if (namedIndex === 0) return 'title';
  return namedIndex === 1 ? 'primary' : 'detail';
}

/** A cell with a value to show: a card leaves out the empty ones. Display columns (no accessor) count as filled. */
export function isEmptyCell<Row>(column: ColumnDef<Row, unknown>, row: Row): boolean {
  if (!column.accessorFn) return false;
  const value = column.accessorFn(row);
  return value === null || value === undefined || value === '';
}
