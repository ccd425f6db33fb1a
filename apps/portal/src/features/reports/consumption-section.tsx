'use client';

import type { FleetConsumptionRow, FleetReportDimension } from '@fuel/sdk/fleet';
import { FleetReportsService } from '@fuel/sdk/fleet/reports';
import { useLocale, useTranslations } from 'next-intl';
import { FilterSelect } from '@/components/data-table/filter-select';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { useFleetService } from '@/features/fleet/use-fleet-service';
import { formatDate, formatGel, formatLiters, formatMonth } from '@/lib/format';
import { type ChartPoint, ConsumptionChart } from './consumption-chart';
import { ExportButtons } from './export-buttons';
import { useConsumption } from './queries';
import styles from './reports.module.css';

const DIMENSIONS: FleetReportDimension[] = ['product', 'group', 'vehicle', 'card', 'month', 'day'];

/** Consumption and spending by one dimension over the period: a chart and the table of its figures. */
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
  const reports = useFleetService(FleetReportsService);
  const report = useConsumption({ ...period, by: [by] });
  const items = report.data?.items ?? [];

  const label = (row: FleetConsumptionRow): string => {
    if (by === 'product') return row.product ? products(row.product) : '';
    if (by === 'card') return row.cardNumber ?? t('deleted');
    if (by === 'vehicle') return row.registrationNumber ?? t('noVehicle');
    if (by === 'group') return row.groupName ?? t('noGroup');
    if (by === 'day') return row.day ? formatDate(row.day, locale) : '';
    return row.month ? formatMonth(`${row.month}-01`, locale, 'short') : '';
  };
  const points: ChartPoint[] = items.map((row) => ({
    label: label(row),
    liters: row.liters,
    tetri: row.amount.amount,
  }));

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
          download={(format, lang) => reports.exportConsumption({ ...period, by: [by], format, lang })}
        />
      </div>
      {report.isError ? (
        <p role="alert">{errorMessage(report.error)}</p>
      ) : (
        <>
          <ConsumptionChart
            points={points}
            time={by === 'day' || by === 'month'}
            pending={report.isPending}
          />
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
                  <th scope="row">{label(row)}</th>
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
        </>
      )}
      {report.data && items.length === 0 && <p>{t('nothing')}</p>}
    </section>
  );
}
