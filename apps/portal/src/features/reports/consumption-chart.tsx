'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { formatDecimal, formatGel, formatLiters, formatPercent } from '@/lib/format';
import BarChart, { type BarSeries } from './bar-chart';
import styles from './charts.module.css';

/** The report's rows as the chart draws them: a label and its liters and tetri. */
export type ChartPoint = { label: string; liters: number; tetri: number };

/**
 * Consumption (liters) and spending (GEL) of the report's rows as grouped bars: over time (`time`: days
 * or months, in order) or by product, group, vehicle or card (largest first). A figure whose caption is
 * the chart's text summary; the table beside it is the accessible alternative with every figure.
 */
export function ConsumptionChart({
  points,
  time,
  pending = false,
}: {
  points: ChartPoint[];
  time: boolean;
  /** The report is loading: the chart's room is held. */
  pending?: boolean;
}) {
  const t = useTranslations('ReportCharts');
  const locale = useLocale();
  const labels = useMemo(() => points.map((point) => point.label), [points]);
  const series = useMemo<[BarSeries, BarSeries]>(
    () => [
      {
        label: t('liters'),
        values: points.map((point) => point.liters),
        side: 'left',
        tick: (value) => formatDecimal(value, locale),
      },
      {
        label: t('amount'),
        values: points.map((point) => point.tetri / 100),
        side: 'right',
        tick: (value) => formatDecimal(value, locale),
      },
    ],
    [points, locale, t],
  );
  if (points.length === 0) {
    return pending ? (
      <p role="status" className={styles.pending}>
        {t('loading')}
      </p>
    ) : null;
  }
  const liters = points.reduce((sum, point) => sum + point.liters, 0);
  const tetri = points.reduce((sum, point) => sum + point.tetri, 0);
  const top = points.reduce((best, point) => (point.tetri > best.tetri ? point : best), points[0]!);
  const summary = t(time ? 'summaryTime' : 'summaryShare', {
    first: points[0]!.label,
    last: points.at(-1)!.label,
    liters: formatLiters(liters, locale),
    amount: formatGel(tetri, locale),
    top: top.label,
    topLiters: formatLiters(top.liters, locale),
    topAmount: formatGel(top.tetri, locale),
    share: formatPercent(tetri > 0 ? top.tetri / tetri : 0, locale),
  });
  return (
    <figure className={styles.figure} data-testid="consumption-chart">
      <figcaption className={styles.caption}>{summary}</figcaption>
      <ul className={styles.legend}>
        <li data-series="liters">{t('litersAxis')}</li>
        <li data-series="amount">{t('amountAxis')}</li>
      </ul>
      <BarChart labels={labels} series={series} />
    </figure>
  );
}
