'use client';

import type { FleetPointsKind, FleetPointsMovement } from '@fuel/sdk/fleet';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { createColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { formatDateTime, formatGel } from '@/lib/format';
import { PeriodFilter } from './period-filter';
import styles from './points.module.css';
import { LEDGER_FILTERS, ledgerFilter } from './points-queries';
import { usePointsLedger } from './queries';

const KINDS: FleetPointsKind[] = ['earned', 'reversed', 'transfer_out', 'transfer_in', 'card_topup'];
const column = createColumnHelper<FleetPointsMovement>();

/** Every movement of the company's points, filtered by kind and period, paged on the server. */
export function PointsDetailsClient() {
  const t = useTranslations('Points');
  const locale = useLocale();
  const { params, update, query, bind } = useTableQuery({
    filters: LEDGER_FILTERS,
    defaultSort: null,
    toQuery: ledgerFilter,
  });
  const list = usePointsLedger(query);
  const { kind, from, to } = params.filters;

  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: t('columns.at'),
        enableSorting: false,
        cell: (info) => formatDateTime(info.getValue(), locale),
      }),
      column.accessor('kind', {
        header: t('columns.kind'),
        enableSorting: false,
        cell: (info) => t(`kinds.${info.getValue()}`),
      }),
      column.accessor((movement) => movement.amount.amount, {
        id: 'amount',
        header: t('columns.amount'),
        enableSorting: false,
        cell: (info) => (
          <span className={styles.amount} data-sign={info.getValue() >= 0 ? 'in' : 'out'}>
            {formatGel(info.getValue(), locale)}
          </span>
        ),
      }),
      column.accessor((movement) => counterpartOf(movement), {
        id: 'counterpart',
        header: t('columns.counterpart'),
        enableSorting: false,
      }),
      column.accessor((movement) => movement.balanceAfter.amount, {
        id: 'balanceAfter',
        header: t('columns.balanceAfter'),
        enableSorting: false,
        cell: (info) => formatGel(info.getValue(), locale),
      }),
    ],
    [t, locale],
  );

  return (
    <DataTable
      caption={t('detailsCaption')}
      columns={columns}
      getRowId={(movement) => movement.id}
      {...bind(list)}
      empty={t('noMovements')}
      toolbar={
        <>
          <FilterSelect
            label={t('columns.kind')}
            value={kind}
            options={[
              { value: '', label: t('allKinds') },
              ...KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
            ]}
            onChange={(value) => update({ filters: { kind: value } })}
          />
          <PeriodFilter from={from} to={to} onChange={(period) => update({ filters: period })} />
        </>
      }
    />
  );
}

/** The other company of a transfer, or the card of a top-up. */
function counterpartOf(movement: FleetPointsMovement): string {
  if (movement.counterpart)
    return `${movement.counterpart.name} (${movement.counterpart.identificationCode})`;
  return movement.card?.number ?? '';
}
