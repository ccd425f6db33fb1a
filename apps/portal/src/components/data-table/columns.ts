import { createElement, type ReactNode } from 'react';
import type { MobileRole } from './mobile-rows';

// The column definitions DataTable renders, in TanStack Table's shape (`createColumnHelper`,
// `accessor`, `display`, `info.getValue()`, `info.row.original`) without its 12 kB (gzipped) engine:
// the table only renders the page the server sorted and paged, so it needs no row models.

/** What a cell renderer gets. */
export type CellContext<Row, Value> = {
  getValue: () => Value;
  row: { id: string; original: Row };
};

type Renderable<Props> = ReactNode | ((props: Props) => ReactNode);

export type ColumnDef<Row, Value = unknown> = {
  id: string;
  /** A string header also labels the cell in the phone's row card and the sort select. */
  header?: ReactNode;
  cell?: Renderable<CellContext<Row, Value>>;
  /** Absent on display columns (actions), which never sort. */
  accessorFn?: (row: Row) => Value;
  /** Sortable unless false (accessor columns only). */
  enableSorting?: boolean;
  meta?: { mobile?: MobileRole };
};

type ColumnOptions<Row, Value> = Omit<ColumnDef<Row, Value>, 'id' | 'accessorFn'> & { id?: string };

export type ColumnHelper<Row> = {
  accessor<Key extends keyof Row & string>(
    key: Key,
    options: ColumnOptions<Row, Row[Key]>,
  ): ColumnDef<Row, Row[Key]>;
  accessor<Value>(
    read: (row: Row) => Value,
    options: ColumnOptions<Row, Value> & { id: string },
  ): ColumnDef<Row, Value>;
  display(options: ColumnOptions<Row, unknown> & { id: string }): ColumnDef<Row, unknown>;
};

export function createColumnHelper<Row>(): ColumnHelper<Row> {
  return {
    accessor: (key: string | ((row: Row) => unknown), options: ColumnOptions<Row, unknown>) =>
      typeof key === 'function'
        ? { ...options, id: options.id as string, accessorFn: key }
        : { ...options, id: options.id ?? key, accessorFn: (row: Row) => row[key as keyof Row] },
    display: (options) => ({ ...options, id: options.id }),
  } as ColumnHelper<Row>;
}

export function canSort<Row>(column: ColumnDef<Row, unknown>): boolean {
  return Boolean(column.accessorFn) && column.enableSorting !== false;
}

/** A header or cell: a function renders as a component (it may use hooks), anything else as it is. */
export function renderSlot<Props extends object>(
  slot: Renderable<Props> | undefined,
  props: Props,
): ReactNode {
  return typeof slot === 'function' ? createElement(slot, props) : (slot ?? null);
}

/** A cell without a renderer shows its value as text, as TanStack's default does. */
export function renderCell<Row>(
  column: ColumnDef<Row, unknown>,
  context: CellContext<Row, unknown>,
): ReactNode {
  if (column.cell !== undefined) return renderSlot(column.cell, context);
  const value = context.getValue();
  return value === null || value === undefined ? null : String(value);
}
