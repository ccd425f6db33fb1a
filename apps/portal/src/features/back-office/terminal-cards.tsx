'use client';

import type { FleetStaffCard } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { createColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { SearchBox } from '@/components/data-table/search-box';
import { LimitList } from '@/features/orders/order-summary';
import styles from '@/features/orders/orders.module.css';
import { useTerminalCards } from './queries';
import type { StaffSession } from './session';

const PAGE_SIZE = 10;
const column = createColumnHelper<FleetStaffCard>();

/** Every company's cards, searched and paged on the server; choosing one fills the simulator's card. */
export function TerminalCards({
  session,
  selected,
  onPick,
}: {
  session: StaffSession;
  selected: string;
  onPick: (number: string) => void;
}) {
  const t = useTranslations('BackOffice.terminal.cards');
  const statuses = useTranslations('Cards.statuses');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useTerminalCards(session, { search: search || undefined, page, limit: PAGE_SIZE });

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: t('number'),
        enableSorting: false,
        cell: (info) => (
          <button
            type="button"
            className={styles.linkButton}
            aria-pressed={info.getValue() === selected}
            aria-label={t('pick', { number: info.getValue() })}
            onClick={() => onPick(info.getValue())}
          >
            {info.getValue()}
          </button>
        ),
      }),
      column.accessor('companyName', { header: t('company'), enableSorting: false }),
      column.accessor('status', {
        header: t('status'),
        enableSorting: false,
        cell: (info) => (
          <span className={styles.badge} data-status={info.getValue()}>
            {statuses(info.getValue())}
          </span>
        ),
      }),
      column.accessor('limits', {
        header: t('limits'),
        enableSorting: false,
        cell: (info) => <LimitList limits={info.getValue()} />,
      }),
    ],
    [t, statuses, selected, onPick],
  );

  return (
    <DataTable
      caption={t('caption')}
      columns={columns}
      rows={list.data?.items}
      getRowId={(card) => card.id}
      total={list.data?.total ?? 0}
      page={page}
      limit={PAGE_SIZE}
      onPageChange={setPage}
      sort={null}
      onSortChange={() => undefined}
      status={list.status}
      fetching={list.isFetching && !list.isPending}
      onRetry={() => void list.refetch()}
      empty={t('empty')}
      toolbar={
        <SearchBox
          label={t('search')}
          value={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      }
    />
  );
}
