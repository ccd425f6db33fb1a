'use client';

import type { FleetVehicle } from '@fuel/sdk/fleet';
import { FUEL_PRODUCTS, RECORD_STATUSES } from '@fuel/sdk/fleet-vocabulary';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { createColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import { SearchBox } from '@/components/data-table/search-box';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { ButtonLink } from '@/components/ui/button-link';
import { IntentLink } from '@/components/ui/intent-link';
import { useCan } from '@/features/fleet/fleet-me';
import { formatNumber } from '@/lib/format';
import { ExportButton } from './export-button';
import { ImportDialog } from './import-dialog';
import { useGroups, useVehicleList } from './queries';
import { StatusBadge } from './status-badge';
import { VEHICLE_DEFAULT_SORT, VEHICLE_FILTERS, vehicleFilters, vehicleListInput } from './vehicle-queries';
import styles from './vehicles.module.css';

const column = createColumnHelper<FleetVehicle>();

/** The vehicles page: searched, filtered, sorted and paged on the server; import and export CSV. */
export function VehiclesPageClient() {
  const t = useTranslations('Vehicles');
  const products = useTranslations('FuelProducts');
  const locale = useLocale();
  const can = useCan();
  const mayEdit = can('vehicles.write');
  const groups = useGroups();
  const { params, update, query, bind } = useTableQuery({
    filters: VEHICLE_FILTERS,
    defaultSort: VEHICLE_DEFAULT_SORT,
    toQuery: vehicleListInput,
  });
  const list = useVehicleList(query);

  const columns = useMemo(
    () => [
      column.accessor('registrationNumber', {
        header: t('columns.registrationNumber'),
        cell: (info) => (
          <IntentLink
            className={styles.plate}
            href={{ pathname: '/dashboard/vehicles/edit-vehicle', query: { id: info.row.original.id } }}
          >
            {info.getValue()}
          </IntentLink>
        ),
      }),
      column.accessor('make', { header: t('columns.make') }),
      column.accessor('model', { header: t('columns.model') }),
      column.accessor('fuelType', {
        header: t('columns.fuelType'),
        cell: (info) => products(info.getValue()),
      }),
      column.accessor('tankCapacityLiters', {
        id: 'tankCapacity',
        header: t('columns.tankCapacity'),
        cell: (info) => (info.getValue() == null ? '' : formatNumber(info.getValue()!, locale)),
      }),
      column.accessor((vehicle) => vehicle.group?.name ?? '', { id: 'group', header: t('columns.group') }),
      column.accessor('status', {
        header: t('columns.status'),
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
    ],
    [t, products, locale],
  );

  const all = { value: '', label: t('all') };
  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        {!mayEdit && <p className={styles.note}>{t('viewOnly')}</p>}
        <ExportButton filters={vehicleFilters(params)} />
        {mayEdit && <ImportDialog />}
        {mayEdit && <ButtonLink href="/dashboard/vehicles/edit-vehicle">{t('add')}</ButtonLink>}
      </div>
      <DataTable
        caption={t('caption')}
        columns={columns}
        getRowId={(vehicle) => vehicle.id}
        {...bind(list)}
        empty={t('empty')}
        toolbar={
          <>
            <SearchBox label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
            <FilterSelect
              label={t('columns.group')}
              value={params.filters.groupId}
              options={[
                all,
                { value: 'none', label: t('noGroup') },
                ...(groups.data?.items ?? []).map((group) => ({ value: group.id, label: group.name })),
              ]}
              onChange={(groupId) => update({ filters: { groupId } })}
            />
            <FilterSelect
              label={t('columns.status')}
              value={params.filters.status}
              options={[
                all,
                ...RECORD_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
              ]}
              onChange={(status) => update({ filters: { status } })}
            />
            <FilterSelect
              label={t('columns.fuelType')}
              value={params.filters.fuelType}
              options={[
                all,
                ...FUEL_PRODUCTS.map((product) => ({ value: product, label: products(product) })),
              ]}
              onChange={(fuelType) => update({ filters: { fuelType } })}
            />
          </>
        }
      />
    </div>
  );
}
