'use client';

import type { FleetOrder } from '@fuel/sdk/fleet';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { createColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { FormStatus } from '@/components/form/form-status';
import { usePathname, useRouter } from '@/i18n/navigation';
import { formatDate, formatDateTime, formatGel } from '@/lib/format';
import { DocumentDownloads } from './document-downloads';
import { orderLabel } from './format';
import { HistoryFilters } from './history-filters';
import { OrderDetail } from './order-detail';
import {
  HISTORY_DEFAULT_SORT,
  HISTORY_FILTERS,
  historyStatuses,
  OPENED_ORDER_PARAM,
  type OrderScope,
  orderListInput,
  orderSummaryFilters,
} from './order-queries';
import styles from './orders.module.css';
import { useOrderList } from './queries';
import { RowPayment } from './row-payment';
import { StatusBadge } from './status-badge';
import { StatusLegend } from './status-legend';
import { UnpaidSummary } from './unpaid-summary';
import { useStatusRun } from './use-status-run';

// An order's detail (its timeline, payment and moves) comes with the list's code (3 kB compressed): an
// address that opens one is rendered on the server with its data, and a detail still loading its code
// as the page hydrates was rendered again from nothing, blank for a moment, at the first update.

const column = createColumnHelper<FleetOrder>();

/** The archive's copy of a history: its table's name and what it says when nothing matches. */
export type ArchiveCopy = { caption: string; empty: string };

/**
 * An order history (fuel requests or card orders): filtered, searched, sorted and paged on the server;
 * the chosen order (`?opened=`) opens its detail above the table. In the archive (`archive`), only final
 * orders, each fuel request with its payment documents to download.
 */
export function OrderHistory({
  scope,
  mayEdit,
  archive,
}: {
  scope: OrderScope;
  mayEdit: boolean;
  archive?: ArchiveCopy;
}) {
  const t = useTranslations('Orders.history');
  const kinds = useTranslations('Orders.form.kinds');
  const cardTypes = useTranslations('Cards.types');
  const products = useTranslations('FuelProducts');
  const locale = useLocale();
  const selected = useSearchParams().get(OPENED_ORDER_PARAM) ?? undefined;
  const select = useSelectOrder();
  const inArchive = Boolean(archive);
  const statuses = historyStatuses(inArchive);
  const withDocuments = inArchive && scope === 'fuel';
  // The fuel requests' own history owes money: its summary, and the payment order's upload on its rows.
  const owes = scope === 'fuel' && !inArchive;
  const { status: uploadStatus, run } = useStatusRun();
  const { params, update, query, bind } = useTableQuery({
    filters: HISTORY_FILTERS,
    defaultSort: HISTORY_DEFAULT_SORT,
    toQuery: (params, limit) => orderListInput(params, limit, { scope, archive: inArchive }),
  });
  const list = useOrderList(scope, query);

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: t('columns.number'),
        cell: (info) => (
          <button
            type="button"
            className={styles.linkButton}
            aria-pressed={info.row.original.id === selected}
            onClick={() => select(info.row.original.id)}
          >
            {orderLabel(info.getValue())}
          </button>
        ),
      }),
      column.accessor('createdAt', {
        id: 'created',
        header: t('columns.placed'),
        meta: { mobile: 'detail' },
        cell: (info) => formatDateTime(info.getValue(), locale),
      }),
      column.display({
        id: 'what',
        header: t(scope === 'card' ? 'columns.cards' : 'columns.kind'),
        cell: ({ row }) =>
          row.original.cardRequest
            ? t('cardSummary', {
                count: row.original.cardRequest.quantity,
                type: cardTypes(row.original.cardRequest.cardType),
              })
            : kinds(row.original.kind as 'fuel'),
      }),
      column.display({
        id: 'products',
        header: t('columns.products'),
        cell: ({ row }) =>
          (row.original.cardRequest?.products ?? row.original.lines.map((line) => line.product))
            .map((product) => products(product))
            .join(', '),
      }),
      ...(scope === 'fuel'
        ? [
            column.accessor('total', {
              id: 'total',
              header: t('columns.total'),
              meta: { mobile: 'primary' },
              cell: (info) => formatGel(info.getValue().amount, locale),
            }),
          ]
        : []),
      ...(inArchive
        ? []
        : [
            column.accessor('dueDate', {
              header: t('columns.due'),
              enableSorting: false,
              cell: (info) => (info.getValue() ? formatDate(info.getValue()!, locale) : '—'),
            }),
          ]),
      ...(withDocuments
        ? [
            column.display({
              id: 'documents',
              header: t('columns.documents'),
              cell: ({ row }) => <DocumentDownloads documents={row.original.documents ?? []} />,
            }),
          ]
        : []),
      column.accessor('status', {
        header: t('columns.status'),
        enableSorting: false,
        // On a phone the card reads: the order, its status, what it costs and what to do; the rest on demand.
        meta: { mobile: 'primary' },
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      ...(owes
        ? [
            column.display({
              id: 'payment',
              header: t('columns.payment'),
              meta: { mobile: 'primary' },
              cell: ({ row }) => <RowPayment order={row.original} mayEdit={mayEdit} run={run} />,
            }),
          ]
        : []),
    ],
    [
      t,
      kinds,
      cardTypes,
      products,
      locale,
      scope,
      select,
      selected,
      inArchive,
      withDocuments,
      owes,
      mayEdit,
      run,
    ],
  );

  return (
    <div className={styles.page}>
      {selected && (
        <OrderDetail scope={scope} id={selected} mayEdit={mayEdit} onClose={() => select(undefined)} />
      )}
      {owes && <UnpaidSummary filters={orderSummaryFilters(query)} />}
      <FormStatus status={uploadStatus} />
      <DataTable
        caption={archive?.caption ?? t(scope === 'card' ? 'cardCaption' : 'caption')}
        columns={columns}
        getRowId={(order) => order.id}
        {...bind(list)}
        empty={archive?.empty ?? t('empty')}
        toolbar={
          <HistoryFilters
            scope={scope}
            statuses={statuses}
            search={params.q}
            filters={params.filters}
            onChange={update}
          />
        }
      />
      <StatusLegend statuses={statuses} />
    </div>
  );
}

/** Opens (or, with undefined, closes) an order's detail through the address, keeping the other parameters. */
function useSelectOrder() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(
    (id: string | undefined) => {
      const next = new URLSearchParams(search.toString());
      if (id) next.set(OPENED_ORDER_PARAM, id);
      else next.delete(OPENED_ORDER_PARAM);
      const query = next.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [search, router, pathname],
  );
}
