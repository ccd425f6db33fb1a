import type { Cell } from '@tanstack/react-table';

/**
 * How a column shows in a phone's row card: `title` is the card's first line (no label), `primary`
 * always shows, `detail` waits for the row's "Details" button. A column can say so in its `meta`.
 */
export type MobileRole = 'title' | 'primary' | 'detail';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData, TValue> {
    mobile?: MobileRole;
  }
}

/** Without a `meta.mobile`: the first named column is the title, the next one primary, the rest details; unnamed ones (actions) always show. */
export function mobileRole<Row>(cell: Cell<Row, unknown>, namedIndex: number): MobileRole | undefined {
  const declared = cell.column.columnDef.meta?.mobile;
  if (declared) return declared;
  if (typeof cell.column.columnDef.header !== 'string') return undefined;
  if (namedIndex === 0) return 'title';
  return namedIndex === 1 ? 'primary' : 'detail';
}

/** A cell with a value to show: a card leaves out the empty ones. Display columns (no accessor) count as filled. */
export function isEmptyCell<Row>(cell: Cell<Row, unknown>): boolean {
  if (!('accessorFn' in cell.column.columnDef) && !('accessorKey' in cell.column.columnDef)) return false;
  const value = cell.getValue();
  return value === null || value === undefined || value === '';
}
