'use client';

import type { FleetCard } from '@fuel/sdk/fleet';
import { CARD_STATUSES, CARD_TYPES } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useMemo, useState } from 'react';
import { createColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import { SearchBox } from '@/components/data-table/search-box';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { FormStatus } from '@/components/form/form-status';
import styles from '@/features/orders/orders.module.css';
import { useStatusRun } from '@/features/orders/use-status-run';
import { CardCounts } from './card-counts';
import { CARD_DEFAULT_SORT, CARD_FILTERS, cardListInput } from './card-queries';
import { CardRowMenu } from './card-row-menu';
import { CardSchedule } from './card-schedule';
import cardStyles from './cards.module.css';
import { LimitUsage } from './limit-usage';
import { useCards } from './queries';

// The settings form (react-hook-form, the schema) loads when a row's "Edit" opens it.
const CardSettingsForm = lazy(() =>
  import('./card-settings-form').then((module) => ({ default: module.CardSettingsForm })),
);

const column = createColumnHelper<FleetCard>();

/**
 * The company's cards with each limit's use and what is left, their schedule, and how many are active and
 * blocked; EDIT on 'order card' blocks, unblocks and edits from a row's menu, replaces and deletes after
 * asking.
 */
export function CardsTable({ mayEdit }: { mayEdit: boolean }) {
  const t = useTranslations('Cards.table');
  const types = useTranslations('Cards.types');
  const statuses = useTranslations('Cards.statuses');
  const products = useTranslations('FuelProducts');
  const [editing, setEditing] = useState<FleetCard | null>(null);
  const { status, run } = useStatusRun();
  const { params, update, query, bind } = useTableQuery({
    filters: CARD_FILTERS,
    defaultSort: CARD_DEFAULT_SORT,
    toQuery: cardListInput,
  });
  const list = useCards(query);

  const columns = useMemo(
    () => [
      // The type under the number, not a column of its own: the Georgian table fits at 1280 px.
      column.accessor('number', {
        header: t('number'),
        cell: (info) => (
          <span className={cardStyles.numberCell}>
            <strong>{info.getValue()}</strong>
            <span>{types(info.row.original.type)}</span>
          </span>
        ),
      }),
      column.display({
        id: 'holder',
        header: t('holder'),
        cell: ({ row }) =>
          row.original.vehicleRegistrationNumber ?? row.original.driverName ?? t('anyDriver'),
      }),
      column.accessor('status', {
        header: t('status'),
        enableSorting: false,
        cell: (info) => (
          <span className={styles.badge} data-status={info.getValue()} data-testid="card-status">
            {statuses(info.getValue())}
          </span>
        ),
      }),
      column.accessor('limits', {
        header: t('limits'),
        enableSorting: false,
        cell: (info) => <LimitUsage limits={info.getValue()} />,
      }),
      column.accessor('schedule', {
        header: t('schedule'),
        enableSorting: false,
        cell: (info) => <CardSchedule schedule={info.getValue()} />,
      }),
      column.accessor('products', {
        header: t('products'),
        enableSorting: false,
        cell: (info) =>
          info
            .getValue()
            .map((product) => products(product))
            .join(', '),
      }),
      ...(mayEdit
        ? [
            column.display({
              id: 'actions',
              header: t('actions'),
              cell: ({ row }) => (
                <CardRowMenu card={row.original} run={run} onEdit={() => setEditing(row.original)} />
              ),
            }),
          ]
        : []),
    ],
    [t, types, statuses, products, run, mayEdit],
  );

  return (
    <section className={styles.page} aria-labelledby="cards-title">
      <h2 id="cards-title">{t('title')}</h2>
      <CardCounts counts={list.data?.counts} />
      <FormStatus status={status} />
      {editing && (
        <Suspense fallback={null}>
          <CardSettingsForm key={editing.id} card={editing} run={run} onDone={() => setEditing(null)} />
        </Suspense>
      )}
      <DataTable
        caption={t('title')}
        columns={columns}
        getRowId={(card) => card.id}
        {...bind(list)}
        empty={t('empty')}
        toolbar={
          <>
            <SearchBox label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
            <FilterSelect
              label={t('status')}
              value={params.filters.status}
              options={[
                { value: '', label: t('all') },
                ...CARD_STATUSES.map((value) => ({ value, label: statuses(value) })),
              ]}
              onChange={(value) => update({ filters: { status: value } })}
            />
            <FilterSelect
              label={t('type')}
              value={params.filters.type}
              options={[
                { value: '', label: t('all') },
                ...CARD_TYPES.map((value) => ({ value, label: types(value) })),
              ]}
              onChange={(value) => update({ filters: { type: value } })}
            />
          </>
        }
      />
    </section>
  );
}
