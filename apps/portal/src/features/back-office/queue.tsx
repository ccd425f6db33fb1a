'use client';

import type { FleetOrder } from '@fuel/sdk/fleet';
import { ORDER_KINDS, ORDER_STATUSES } from '@fuel/sdk/fleet-vocabulary';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { createColumnHelper } from '@/components/data-table/columns';
import { DataTable, type TableSort } from '@/components/data-table/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import { SearchBox } from '@/components/data-table/search-box';
import { orderLabel } from '@/features/orders/format';
import styles from '@/features/orders/orders.module.css';
import { StatusBadge } from '@/features/orders/status-badge';
import { formatDate, formatDateTime, formatGel } from '@/lib/format';
import { OrderPanel } from './order-panel';
import { useQueue } from './queries';
import type { StaffSession } from './session';

const PAGE_SIZE = 20;
const column = createColumnHelper<FleetOrder>();

/** The retailer's queue: every company's orders and card orders, the payments to check first on request. */
export function Queue({ session }: { session: StaffSession }) {
  const t = useTranslations('BackOffice.queue');
  const statuses = useTranslations('Orders.statuses');
  const kinds = useTranslations('BackOffice.kinds');
  const locale = useLocale();
  const [filters, setFilters] = useState({ status: 'PENDING', kind: '', check: '', search: '' });
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<TableSort>({ id: 'created', desc: true });
  const [selected, setSelected] = useState<string | undefined>();
  const list = useQueue(session, {
    statusIn: filters.status ? [filters.status as FleetOrder['status']] : undefined,
    kindIn: filters.kind ? [filters.kind as FleetOrder['kind']] : undefined,
    awaitingPaymentCheck: filters.check === 'true' ? true : undefined,
    search: filters.search || undefined,
    sort: (sort?.id as 'created' | 'total' | 'number' | undefined) ?? 'created',
    order: sort?.desc ? 'desc' : 'asc',
    page,
    limit: PAGE_SIZE,
  });
  const change = (next: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: t('number'),
        cell: (info) => (
          <button
            type="button"
            className={styles.linkButton}
            aria-pressed={info.row.original.id === selected}
            onClick={() => setSelected(info.row.original.id)}
          >
            {orderLabel(info.getValue())}
          </button>
        ),
      }),
      column.accessor('companyName', { header: t('company'), enableSorting: false }),
      column.accessor('kind', {
        header: t('kind'),
        enableSorting: false,
        cell: (info) => kinds(info.getValue()),
      }),
      column.accessor('createdAt', {
        id: 'created',
        header: t('placed'),
        cell: (info) => formatDateTime(info.getValue(), locale),
      }),
      column.accessor('total', {
        id: 'total',
        header: t('total'),
        cell: (info) => formatGel(info.getValue().amount, locale),
      }),
      column.accessor('dueDate', {
        header: t('due'),
        enableSorting: false,
        cell: (info) => (info.getValue() ? formatDate(info.getValue()!, locale) : '—'),
      }),
      column.display({
        id: 'payment',
        header: t('payment'),
        cell: ({ row }) =>
          row.original.payment.paid
            ? t('paid')
            : row.original.payment.companyConfirmedAt
              ? t('toCheck', { count: row.original.documentCount })
              : row.original.kind === 'card'
                ? '—'
                : t('unpaid'),
      }),
      column.accessor('status', {
        header: t('status'),
        enableSorting: false,
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
    ],
    [t, kinds, locale, selected],
  );

  const all = { value: '', label: t('all') };
  return (
    <div className={styles.page}>
      {selected && <OrderPanel session={session} id={selected} onClose={() => setSelected(undefined)} />}
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={list.data?.items}
        getRowId={(order) => order.id}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.totalCapped}
        page={page}
        limit={PAGE_SIZE}
        onPageChange={setPage}
        sort={sort}
        onSortChange={setSort}
        status={list.status}
        fetching={list.isFetching && !list.isPending}
        onRetry={() => void list.refetch()}
        empty={t('empty')}
        toolbar={
          <>
            <SearchBox label={t('search')} value={filters.search} onSearch={(search) => change({ search })} />
            <FilterSelect
              label={t('status')}
              value={filters.status}
              options={[all, ...ORDER_STATUSES.map((value) => ({ value, label: statuses(value) }))]}
              onChange={(status) => change({ status })}
            />
            <FilterSelect
              label={t('kind')}
              value={filters.kind}
              options={[all, ...ORDER_KINDS.map((value) => ({ value, label: kinds(value) }))]}
              onChange={(kind) => change({ kind })}
            />
            <FilterSelect
              label={t('payment')}
              value={filters.check}
              options={[all, { value: 'true', label: t('onlyToCheck') }]}
              onChange={(check) => change({ check })}
            />
          </>
        }
      />
    </div>
  );
}
