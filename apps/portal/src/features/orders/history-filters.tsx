'use client';

import type { FleetOrderStatus } from '@fuel/sdk/fleet';
import { FUEL_PRODUCTS, FUEL_REQUEST_KINDS, ORDER_STATUSES } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { DateFilter } from '@/components/data-table/date-filter';
import { FilterSelect } from '@/components/data-table/filter-select';
import { SearchBox } from '@/components/data-table/search-box';
import type { HistoryFilter, OrderScope } from './order-queries';

type Props = {
  scope: OrderScope;
  /** The statuses the list may show (the archive's final ones); all by default. */
  statuses?: readonly FleetOrderStatus[];
  search: string;
  filters: Record<HistoryFilter, string>;
  onChange: (changes: { q?: string; filters?: Partial<Record<HistoryFilter, string>> }) => void;
};

/** The history's search box and filters: status, kind (fuel requests), product and period. */
export function HistoryFilters({ scope, statuses = ORDER_STATUSES, search, filters, onChange }: Props) {
  const t = useTranslations('Orders.history');
  const statusNames = useTranslations('Orders.statuses');
  const kinds = useTranslations('Orders.form.kinds');
  const products = useTranslations('FuelProducts');
  const all = { value: '', label: t('all') };
  return (
    <>
      <SearchBox label={t('search')} value={search} onSearch={(q) => onChange({ q })} />
      <FilterSelect
        label={t('status')}
        value={filters.status}
        options={[all, ...statuses.map((status) => ({ value: status, label: statusNames(status) }))]}
        onChange={(status) => onChange({ filters: { status } })}
      />
      {scope === 'fuel' && (
        <FilterSelect
          label={t('kind')}
          value={filters.kind}
          options={[all, ...FUEL_REQUEST_KINDS.map((kind) => ({ value: kind, label: kinds(kind) }))]}
          onChange={(kind) => onChange({ filters: { kind } })}
        />
      )}
      <FilterSelect
        label={t('product')}
        value={filters.product}
        options={[all, ...FUEL_PRODUCTS.map((product) => ({ value: product, label: products(product) }))]}
        onChange={(product) => onChange({ filters: { product } })}
      />
      <DateFilter
        label={t('from')}
        value={filters.from}
        max={filters.to}
        onChange={(from) => onChange({ filters: { from } })}
      />
      <DateFilter
        label={t('to')}
        value={filters.to}
        min={filters.from}
        onChange={(to) => onChange({ filters: { to } })}
      />
    </>
  );
}
