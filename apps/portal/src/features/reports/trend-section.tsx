'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { formatDate, formatGel, formatLiters, formatMonth } from '@/lib/format';
import { type ChartPoint, ConsumptionChart } from './consumption-chart';
import { useConsumption } from './queries';
import { type ReportPeriod, trendFilter, trendIsDaily } from './report-queries';
import styles from './reports.module.css';

/** Consumption and spending over the period, by day or by month, with its figures one click away. */
export function TrendSection({ period }: { period: ReportPeriod }) {
  const t = useTranslations('ReportCharts');
  const errorMessage = useFleetError();
  const locale = useLocale();
  const daily = trendIsDaily(period);
  const report = useConsumption(trendFilter(period));
  const points: ChartPoint[] = (report.data?.items ?? []).map((row) => ({
    label: daily ? formatDate(row.day ?? '', locale) : formatMonth(`${row.month}-01`, locale, 'short'),
    liters: row.liters,
    tetri: row.amount.amount,
  }));
  return (
    <section className={styles.section} aria-labelledby="trend-title" aria-busy={report.isFetching}>
      <h2 id="trend-title">{t(daily ? 'trendDaily' : 'trendMonthly')}</h2>
      {report.isError ? (
        <p role="alert">{errorMessage(report.error)}</p>
      ) : report.data && points.length === 0 ? (
        <p>{t('nothing')}</p>
      ) : (
        <>
          <ConsumptionChart points={points} time pending={report.isPending} />
          <details className={styles.figures}>
            <summary>{t('showFigures')}</summary>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('trendCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(daily ? 'day' : 'month')}</th>
                  <th scope="col">{t('litersAxis')}</th>
                  <th scope="col">{t('amountAxis')}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.label}>
                    <th scope="row">{point.label}</th>
                    <td>{formatLiters(point.liters, locale)}</td>
                    <td>{formatGel(point.tetri, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
