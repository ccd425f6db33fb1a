'use client';

import type { FleetChange } from '@fuel/sdk/fleet';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { createColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { DateFilter } from '@/components/data-table/date-filter';
import { FilterSelect } from '@/components/data-table/filter-select';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { formatDateTime } from '@/lib/format';
import { ChangeDetails } from './change-details';
import { useChanges, useChangeUsers } from './queries';
import { VehiclePicker } from './vehicle-picker';
import { CHANGE_DEFAULT_SORT, CHANGE_FILTERS, changeListInput } from './vehicle-queries';
import styles from './vehicles.module.css';

const column = createColumnHelper<FleetChange>();

/** The vehicle changes page: who changed which vehicle or group, when and what; paged on the server. */
export function ChangesPageClient() {
  const t = useTranslations('Vehicles.changes');
  const locale = useLocale();
  const users = useChangeUsers();
  const { params, update, query, bind } = useTableQuery({
    filters: CHANGE_FILTERS,
    defaultSort: CHANGE_DEFAULT_SORT,
    toQuery: changeListInput,
  });
  const list = useChanges(query);
  const { vehicleId, userId, from, to } = params.filters;

  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: t('at'),
        cell: (info) => (
          <time dateTime={info.getValue().toISOString()}>{formatDateTime(info.getValue(), locale)}</time>
        ),
      }),
      column.accessor((change) => change.actor?.name ?? t('system'), {
        id: 'who',
        header: t('who'),
        enableSorting: false,
      }),
      column.accessor((change) => change.subject ?? '', {
        id: 'what',
        header: t('what'),
        enableSorting: false,
        cell: (info) => (
          <span>
            <span className={styles.muted}>{t(`entities.${info.row.original.entity}`)}</span>{' '}
            <span className={styles.plate}>{info.getValue()}</span>
          </span>
        ),
      }),
      column.accessor('action', {
        header: t('action'),
        enableSorting: false,
        cell: (info) => {
          const action = info.getValue();
          return action === 'create' || action === 'update' || action === 'delete'
            ? t(`actions.${action}`)
            : action;
        },
      }),
      column.display({
        id: 'details',
        header: t('details'),
        cell: (info) => <ChangeDetails change={info.row.original} />,
      }),
    ],
    [t, locale],
  );

  return (
    <DataTable
      caption={t('caption')}
      columns={columns}
      getRowId={(change) => change.id}
      {...bind(list)}
      onSortChange={(sort) => update({ sort: sort ?? { id: 'at', desc: false } })}
      empty={t('empty')}
      toolbar={
        <>
          <VehiclePicker
            label={t('vehicle')}
            vehicleId={vehicleId}
            onChange={(id) => update({ filters: { vehicleId: id } })}
          />
          <FilterSelect
            label={t('user')}
            value={userId}
            options={[
              { value: '', label: t('anyUser') },
              ...(users.data?.items ?? []).map((user) => ({ value: user.userId, label: user.name })),
            ]}
            onChange={(id) => update({ filters: { userId: id } })}
          />
          <DateFilter
            label={t('from')}
            value={from}
            max={to}
            onChange={(day) => update({ filters: { from: day } })}
          />
          <DateFilter
            label={t('to')}
            value={to}
            min={from}
            onChange={(day) => update({ filters: { to: day } })}
          />
        </>
      }
    />
  );
}
