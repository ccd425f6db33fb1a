'use client';

import type { FleetConsumptionRow, FleetReportDimension } from '@fuel/sdk/fleet';
import { useLocale, useTranslations } from 'next-intl';
import { FilterSelect } from '@/components/data-table';
import { useFleetClient } from '@/features/fleet/use-fleet-client';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { formatGel, formatLiters } from '@/lib/format';
import { ExportButtons } from './export-buttons';
import { useConsumption } from './queries';
import styles from './reports.module.css';

const DIMENSIONS: FleetReportDimension[] = ['product', 'group', 'vehicle', 'card', 'month', 'day'];

/** Consumption and spending by one dimension over the period: a table with a bar for each row's share. */
export function ConsumptionSection({
  period,
  by,
  onByChange,
}: {
  period: { from?: string; to?: string };
  by: FleetReportDimension;
  onByChange: (by: FleetReportDimension) => void;
}) {
  const t = useTranslations('Reports');
  const products = useTranslations('FuelProducts');
  const errorMessage = useFleetError();
  const locale = useLocale();
  const fleet = useFleetClient();
  const report = useConsumption({ ...period, by: [by] });
  const items = report.data?.items ?? [];
  const largest = Math.max(1, ...items.map((row) => row.amount.amount));

  const label = (row: FleetConsumptionRow): string => {
    if (by === 'product') return row.product ? products(row.product) : '';
    if (by === 'card') return row.cardNumber ?? t('deleted');
    if (by === 'vehicle') return row.registrationNumber ?? t('noVehicle');
    if (by === 'group') return row.groupName ?? t('noGroup');
    return (by === 'day' ? row.day : row.month) ?? '';
  };

  return (
    <section className={styles.section} aria-labelledby="consumption-title" aria-busy={report.isFetching}>
      <div className={styles.sectionHead}>
        <h2 id="consumption-title">{t('consumption')}</h2>
        <FilterSelect
          label={t('by')}
          value={by}
          options={DIMENSIONS.map((value) => ({ value, label: t(`dimensions.${value}`) }))}
          onChange={(value) => onByChange(value as FleetReportDimension)}
        />
        <ExportButtons
          name="consumption"
          download={(format, lang) => fleet.reports.exportConsumption({ ...period, by: [by], format, lang })}
        />
      </div>
      {report.isError ? (
        <p role="alert">{errorMessage(report.error)}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('consumptionCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`dimensions.${by}`)}</th>
              <th scope="col">{t('liters')}</th>
              <th scope="col">{t('amount')}</th>
              <th scope="col">{t('purchases')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={label(row) + (row.cardId ?? row.vehicleId ?? row.groupId ?? '')}>
                <th scope="row">
                  {label(row)}
                  <span
                    className={styles.bar}
                    style={{ width: `${(row.amount.amount / largest) * 100}%` }}
                    aria-hidden="true"
                  />
                </th>
                <td>{formatLiters(row.liters, locale)}</td>
                <td>{formatGel(row.amount.amount, locale)}</td>
                <td>{row.purchases}</td>
              </tr>
            ))}
          </tbody>
          {report.data && (
            <tfoot>
              <tr>
                <th scope="row">{t('total')}</th>
                <td data-testid="total-liters">{formatLiters(report.data.totals.liters, locale)}</td>
                <td data-testid="total-amount">{formatGel(report.data.totals.amount.amount, locale)}</td>
                <td>{report.data.totals.purchases}</td>
              </tr>
            </tfoot>
          )}
        </table>
      )}
      {report.data && items.length === 0 && <p>{t('nothing')}</p>}
    </section>
  );
}
