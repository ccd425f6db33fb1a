import type { FleetHomeConsumption, FleetHomeMonth } from '@fuel/sdk/fleet';
import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import type { Locale } from '@/i18n/routing';
import { formatDate, formatGel, formatLiters, formatNumber, formatPercent } from '@/lib/format';
import styles from './blocks.module.css';

type Figures = FleetHomeMonth['current'];
const FIGURES = {
  liters: (figures: Figures) => figures.liters,
  amount: (figures: Figures) => figures.amount.amount,
  purchases: (figures: Figures) => figures.purchases,
} as const;

/** This month so far against the same days of last month: liters, GEL and purchases, with the change. */
export async function MonthBlock({ month, locale }: { month: FleetHomeMonth; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OverviewBlocks.month' });
  const shown = {
    liters: (value: number) => t('liters', { value: formatLiters(value, locale) }),
    amount: (tetri: number) => formatGel(tetri, locale),
    purchases: (value: number) => formatNumber(value, locale),
  };
  const period = (figures: Figures) =>
    `${formatDate(figures.from, locale)} – ${formatDate(figures.to, locale)}`;
  return (
    <section className={`${styles.block} ${styles.wide}`} aria-labelledby="overview-month">
      <h2 id="overview-month">{t('title')}</h2>
      <p className={styles.muted}>
        {t('periods', { current: period(month.current), previous: period(month.previous) })}
      </p>
      <dl className={styles.figures}>
        {(Object.keys(FIGURES) as (keyof typeof FIGURES)[]).map((key) => {
          const current = FIGURES[key](month.current);
          const previous = FIGURES[key](month.previous);
          const trend = current > previous ? 'up' : current < previous ? 'down' : 'same';
          return (
            <div key={key} className={styles.figure} data-testid={`month-${key}`}>
              <dt>{t(`figures.${key}`)}</dt>
              <dd className={styles.big}>{shown[key](current)}</dd>
              <dd className={styles.change} data-trend={trend}>
                {previous === 0
                  ? t('noPrevious')
                  : t(`change.${trend}`, {
                      percent: formatPercent(Math.abs(current - previous) / previous, locale),
                    })}
              </dd>
              <dd className={styles.muted}>{t('previous', { value: shown[key](previous) })}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

const WIDTH = 300;
const HEIGHT = 80;

/**
 * Liters a day over the last 30 days as an inline SVG (no charting library on the home): the picture
 * is labelled by its text summary, and the reports hold the figures as a table.
 */
export async function ConsumptionBlock({
  consumption,
  locale,
}: {
  consumption: FleetHomeConsumption;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'OverviewBlocks.chart' });
  const { days } = consumption;
  const total = days.reduce((sum, day) => sum + day.liters, 0);
  const busiest = days.reduce((best, day) => (day.liters > best.liters ? day : best), days[0]!);
  const largest = Math.max(1, busiest.liters);
  const step = WIDTH / days.length;
  const summary =
    total > 0
      ? t('summary', {
          days: days.length,
          liters: formatLiters(total, locale),
          day: formatDate(busiest.day, locale),
          most: formatLiters(busiest.liters, locale),
        })
      : t('empty', { days: days.length });
  return (
    <section className={`${styles.block} ${styles.wide}`} aria-labelledby="overview-chart">
      <h2 id="overview-chart">{t('title', { days: days.length })}</h2>
      <p>{summary}</p>
      <svg
        className={styles.spark}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
        data-testid="overview-chart"
      >
        {days.map((day, index) => {
          const height = (day.liters / largest) * (HEIGHT - 2);
          return (
            <rect
              key={day.day}
              x={index * step + step * 0.15}
              y={HEIGHT - height}
              width={step * 0.7}
              height={height}
              className={styles.bar}
            />
          );
        })}
      </svg>
      <p className={`${styles.muted} ${styles.axis}`} aria-hidden="true">
        <span>{formatDate(days[0]!.day, locale)}</span>
        <span>{formatDate(days.at(-1)!.day, locale)}</span>
      </p>
      <IntentLink href="/dashboard/reports">{t('open')}</IntentLink>
    </section>
  );
}
