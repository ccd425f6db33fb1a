'use client';

import type { FleetAnomalyFlag, FleetCardTransaction } from '@fuel/sdk/fleet';
import { FleetReportsService } from '@fuel/sdk/fleet/reports';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { createColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import { TABLE_PAGE_SIZE } from '@/components/data-table/table-params';
import { useFleetService } from '@/features/fleet/use-fleet-service';
import { formatDateTime, formatGel, formatLiters } from '@/lib/format';
import { ExportButtons } from './export-buttons';
import { useTransactions } from './queries';
import {
  type ReportPeriod,
  type TransactionFilters,
  transactionsFilter,
  transactionsPage,
} from './report-queries';
import styles from './reports.module.css';

const ANOMALIES: FleetAnomalyFlag[] = ['OVER_TANK_CAPACITY', 'RAPID_REFILL', 'FUEL_TYPE_MISMATCH'];
const column = createColumnHelper<FleetCardTransaction>();

/** The card purchases of the period with their decisions and anomaly flags, paged on the server. */
export function TransactionsSection({
  period,
  filters,
  page,
  onChange,
}: {
  period: ReportPeriod;
  filters: TransactionFilters;
  page: number;
  onChange: (changes: { filters?: Partial<TransactionFilters>; page?: number }) => void;
}) {
  const t = useTranslations('Reports');
  const products = useTranslations('FuelProducts');
  const locale = useLocale();
  const reports = useFleetService(FleetReportsService);
  const filter = transactionsFilter(period, filters);
  const list = useTransactions(transactionsPage(period, filters, page));

  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: t('columns.at'),
        enableSorting: false,
        cell: (info) => formatDateTime(info.getValue(), locale),
      }),
      column.accessor('cardNumber', { header: t('columns.card'), enableSorting: false }),
      column.accessor('stationId', { header: t('columns.station'), enableSorting: false }),
      column.accessor('product', {
        header: t('columns.product'),
        enableSorting: false,
        cell: (info) => products(info.getValue()),
      }),
      column.accessor('liters', {
        header: t('liters'),
        enableSorting: false,
        cell: (info) => formatLiters(info.getValue(), locale),
      }),
      column.accessor((row) => row.amount.amount, {
        id: 'amount',
        header: t('amount'),
        enableSorting: false,
        cell: (info) => formatGel(info.getValue(), locale),
      }),
      column.accessor((row) => row, {
        id: 'decision',
        header: t('columns.decision'),
        enableSorting: false,
        cell: (info) => {
          const row = info.getValue();
          if (row.voidedAt) return t('voided');
          return row.decision === 'approved' ? t('approved') : t(`reasons.${row.reason!}`);
        },
      }),
      column.accessor('anomalies', {
        header: t('columns.anomalies'),
        enableSorting: false,
        cell: (info) => (
          <span className={styles.flags}>
            {info.getValue().map((flag) => (
              <span key={flag} className={styles.flag}>
                {t(`anomalies.${flag}`)}
              </span>
            ))}
          </span>
        ),
      }),
    ],
    [t, products, locale],
  );

  return (
    <section className={styles.section} aria-labelledby="transactions-title">
      <div className={styles.sectionHead}>
        <h2 id="transactions-title">{t('transactions')}</h2>
        <ExportButtons
          name="transactions"
          download={(format, lang) => reports.exportTransactions({ ...filter, format, lang })}
        />
      </div>
      <DataTable
        caption={t('transactions')}
        columns={columns}
        rows={list.data?.items}
        getRowId={(row) => row.id}
        total={list.data?.total ?? 0}
        page={page}
        limit={TABLE_PAGE_SIZE}
        onPageChange={(next) => onChange({ page: next })}
        sort={null}
        onSortChange={() => undefined}
        status={list.status}
        fetching={list.isFetching && !list.isPending}
        onRetry={() => void list.refetch()}
        empty={t('nothing')}
        toolbar={
          <>
            <FilterSelect
              label={t('columns.decision')}
              value={filters.decision}
              options={[
                { value: '', label: t('all') },
                { value: 'approved', label: t('approved') },
                { value: 'declined', label: t('declined') },
              ]}
              onChange={(decision) => onChange({ filters: { decision } })}
            />
            <FilterSelect
              label={t('columns.anomalies')}
              value={filters.anomaly}
              options={[
                { value: '', label: t('all') },
                ...ANOMALIES.map((flag) => ({ value: flag, label: t(`anomalies.${flag}`) })),
              ]}
              onChange={(anomaly) => onChange({ filters: { anomaly } })}
            />
          </>
        }
      />
    </section>
  );
}
