'use client';

import type { FleetCard } from '@fuel/sdk/fleet';
import { CARD_TYPES } from '@fuel/sdk/fleet-vocabulary';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { createColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { DateFilter } from '@/components/data-table/date-filter';
import { FilterSelect } from '@/components/data-table/filter-select';
import { SearchBox } from '@/components/data-table/search-box';
import { TABLE_PAGE_SIZE } from '@/components/data-table/table-params';
import { useTableParams } from '@/components/data-table/use-table-params';
import { IntentLink } from '@/components/ui/intent-link';
import { useCards } from '@/features/cards/queries';
import { openedOrderHref } from '@/features/orders/order-queries';
import { formatDateTime } from '@/lib/format';
import { CLOSED_CARD_FILTERS, CLOSED_CARDS_DEFAULT_SORT, closedCardsInput } from './archive-queries';

const column = createColumnHelper<FleetCard>();

/**
 * The company's closed cards (deleted or replaced), newest closing first: searched by number, driver or
 * vehicle, filtered by type and by the Tbilisi days they were closed, paged on the server.
 */
export function ClosedCards() {
  const t = useTranslations('Archive.cards');
  const cardsTable = useTranslations('Cards.table');
  const types = useTranslations('Cards.types');
  const locale = useLocale();
  const [params, update] = useTableParams(CLOSED_CARD_FILTERS, CLOSED_CARDS_DEFAULT_SORT);
  const { filters } = params;
  const list = useCards(closedCardsInput(params, TABLE_PAGE_SIZE));

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: cardsTable('number'),
        cell: (info) => <strong>{info.getValue()}</strong>,
      }),
      column.accessor('type', {
        header: cardsTable('type'),
        enableSorting: false,
        cell: (info) => types(info.getValue()),
      }),
      column.display({
        id: 'holder',
        header: cardsTable('holder'),
        cell: ({ row }) =>
          row.original.vehicleRegistrationNumber ?? row.original.driverName ?? cardsTable('anyDriver'),
      }),
      column.accessor('createdAt', {
        id: 'created',
        header: t('issued'),
        cell: (info) => formatDateTime(info.getValue(), locale),
      }),
      column.accessor('closedAt', {
        id: 'closed',
        header: t('closed'),
        cell: (info) => (info.getValue() ? formatDateTime(info.getValue()!, locale) : '—'),
      }),
      column.accessor('orderId', {
        header: t('order'),
        enableSorting: false,
        cell: (info) =>
          info.getValue() ? (
            <IntentLink
              href={openedOrderHref('card', info.getValue()!)}
              aria-label={t('openOrder', { number: info.row.original.number })}
            >
              {t('open')}
            </IntentLink>
          ) : (
            '—'
          ),
      }),
    ],
    [t, cardsTable, types, locale],
  );

  return (
    <DataTable
      caption={t('caption')}
      columns={columns}
      rows={list.data?.items}
      getRowId={(card) => card.id}
      total={list.data?.total ?? 0}
      page={params.page}
      limit={TABLE_PAGE_SIZE}
      onPageChange={(page) => update({ page })}
      sort={params.sort}
      onSortChange={(sort) => update({ sort })}
      status={list.status}
      fetching={list.isFetching && !list.isPending}
      onRetry={() => void list.refetch()}
      empty={t('empty')}
      toolbar={
        <>
          <SearchBox label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
          <FilterSelect
            label={cardsTable('type')}
            value={filters.type}
            options={[
              { value: '', label: cardsTable('all') },
              ...CARD_TYPES.map((value) => ({ value, label: types(value) })),
            ]}
            onChange={(type) => update({ filters: { type } })}
          />
          <DateFilter
            label={t('closedFrom')}
            value={filters.from}
            max={filters.to}
            onChange={(from) => update({ filters: { from } })}
          />
          <DateFilter
            label={t('closedTo')}
            value={filters.to}
            min={filters.from}
            onChange={(to) => update({ filters: { to } })}
          />
        </>
      }
    />
  );
}
