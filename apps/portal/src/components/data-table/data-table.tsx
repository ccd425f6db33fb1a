'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type ColumnDef, canSort, renderCell, renderSlot } from './columns';
import styles from './data-table.module.css';
import { FiltersSheet } from './filters-sheet';
import { isEmptyCell, mobileRole } from './mobile-rows';
import { Pagination } from './pagination';
import { useScrollEdges } from './use-scroll-edges';

/** One column sorted on the server, or none. */
export type TableSort = { id: string; desc: boolean } | null;

export type DataTableProps<Row> = {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: the column values differ per column
  columns: ColumnDef<Row, any>[];
  /** The current page's rows (undefined while the first page loads). */
  rows: Row[] | undefined;
  getRowId: (row: Row) => string;
  total: number;
  /** The server stopped counting at `total` (a long log): the pager shows "10,000+". */
  totalCapped?: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  status: 'pending' | 'error' | 'success';
  /** A refetch is under way (a new page or sort): the rows shown are the previous ones. */
  fetching?: boolean;
  onRetry?: () => void;
  /** Search box and filters, above the table. */
  toolbar?: ReactNode;
  /** Shown when the page has no rows; defaults to the generic "nothing found". */
  empty?: ReactNode;
};

/**
 * The dashboard's data table (columns in TanStack Table's shape, see columns.ts): paging and sorting happen on the server, so
 * the table only renders the page it is given and reports what the user asks for. Sortable headers
 * are buttons (`aria-sort` on the header cell); below 960 px each row becomes a card whose cells
 * carry their column's name. Loading, empty and error states are announced.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  total,
  totalCapped,
  page,
  limit,
  onPageChange,
  sort,
  onSortChange,
  status,
  fetching = false,
  onRetry,
  toolbar,
  empty,
}: DataTableProps<Row>) {
  const t = useTranslations('DataTable');
  const visibleRows = (rows ?? []).map((original) => ({ id: getRowId(original), original }));
  const directionOf = (id: string) => (sort?.id === id ? (sort.desc ? 'desc' : 'asc') : false);
  // A header's button: ascending, then descending, then unsorted.
  const toggleSort = (id: string) =>
    onSortChange(sort?.id !== id ? { id, desc: false } : sort.desc ? null : { id, desc: true });
  const scroller = useRef<HTMLElement>(null);
  const edges = useScrollEdges(scroller);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className={styles.wrapper}>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      <div className={styles.phoneBar}>
        {toolbar && <FiltersSheet>{toolbar}</FiltersSheet>}
        <MobileSort columns={columns} sort={sort} onSortChange={onSortChange} />
      </div>
      <div
        className={styles.scrollFrame}
        data-more-start={edges.moreStart || undefined}
        data-more-end={edges.moreEnd || undefined}
      >
        {/* A named region, focusable while it scrolls sideways, so the keyboard can scroll it too. */}
        <section
          ref={scroller}
          className={styles.scroller}
          aria-busy={status === 'pending' || fetching}
          aria-label={edges.overflowing ? t('scrollRegion', { caption }) : caption}
          tabIndex={edges.overflowing ? 0 : undefined}
        >
          <table className={styles.table} data-fetching={fetching || undefined}>
            <caption className={styles.caption}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const direction = directionOf(column.id);
                  const label = renderSlot(column.header, {});
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      aria-sort={
                        direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                      }
                    >
                      {canSort(column) ? (
                        <button
                          type="button"
                          className={styles.sort}
                          onClick={() => toggleSort(column.id)}
                          title={t('sortBy')}
                        >
                          {label}
                          <SortMark direction={direction} />
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {visibleRows.map((row) => {
                let named = 0;
                const cells = columns.map((column) => {
                  const context = { row, getValue: () => column.accessorFn?.(row.original) };
                  const role = mobileRole(column, named);
                  if (typeof column.header === 'string') named += 1;
                  return { column, context, role, empty: isEmptyCell(column, row.original) };
                });
                const hasDetails = cells.some(({ role, empty }) => role === 'detail' && !empty);
                const open = expanded.has(row.id);
                return (
                  <tr key={row.id} data-expanded={open || undefined}>
                    {cells.map(({ column, context, role, empty }) => (
                      <td
                        key={column.id}
                        data-label={headerText(column.header)}
                        data-mobile={role}
                        data-empty={empty || undefined}
                      >
                        {renderCell(column, context)}
                      </td>
                    ))}
                    {hasDetails && (
                      <td className={styles.detailsCell}>
                        <button
                          type="button"
                          className={styles.detailsToggle}
                          aria-expanded={open}
                          onClick={() => toggle(row.id)}
                        >
                          {open ? t('lessDetails') : t('moreDetails')}
                        </button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      </div>
      <TableState status={status} isEmpty={visibleRows.length === 0} empty={empty} onRetry={onRetry} />
      {status === 'success' && total > 0 && (
        <Pagination
          page={page}
          limit={limit}
          total={total}
          totalCapped={totalCapped}
          onPageChange={onPageChange}
        />
      )}
    </div>
  );
}

/** A column's header as text, for the card layout's cell labels (a string header only). */
function headerText(header: unknown): string | undefined {
  return typeof header === 'string' ? header : undefined;
}

/** Below 960 px the headers are hidden (rows are cards): sorting is a select there. */
function MobileSort<Row>({
  columns,
  sort,
  onSortChange,
}: {
  columns: ColumnDef<Row, unknown>[];
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
}) {
  const t = useTranslations('DataTable');
  const id = useId();
  const options = columns
    .filter((column) => canSort(column))
    .flatMap((column) => {
      const name = headerText(column.header) ?? column.id;
      return [
        { value: `${column.id}:asc`, label: t('ascending', { column: name }) },
        { value: `${column.id}:desc`, label: t('descending', { column: name }) },
      ];
    });
  if (options.length === 0) return null;
  return (
    <div className={styles.mobileSort}>
      <label htmlFor={id}>{t('sort')}</label>
      <select
        id={id}
        value={sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : ''}
        onChange={(event) => {
          const [columnId, direction] = event.target.value.split(':');
          onSortChange(columnId ? { id: columnId, desc: direction === 'desc' } : null);
        }}
      >
        {!sort && <option value="" />}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function SortMark({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg className={styles.sortMark} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path
        d="M3 5l3-3 3 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        opacity={direction === 'asc' ? 1 : 0.35}
      />
      <path
        d="M3 7l3 3 3-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        opacity={direction === 'desc' ? 1 : 0.35}
      />
    </svg>
  );
}

function TableState({
  status,
  isEmpty,
  empty,
  onRetry,
}: {
  status: DataTableProps<unknown>['status'];
  isEmpty: boolean;
  empty?: ReactNode;
  onRetry?: () => void;
}) {
  const t = useTranslations('DataTable');
  if (status === 'pending') {
    return (
      <p className={`${styles.state} ${styles.pending}`} role="status">
        {t('loading')}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.state} role="alert">
        <p>{t('error')}</p>
        {onRetry && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  if (!isEmpty) return null;
  return (
    <p className={styles.state} role="status">
      {empty ?? t('empty')}
    </p>
  );
}
