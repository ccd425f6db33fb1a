'use client';

import type { FleetReportDimension } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useTableParams } from '@/components/data-table';
import { useCan } from '@/features/fleet/fleet-me';
import { PeriodFilter } from '@/features/points/period-filter';
import { ConsumptionSection } from './consumption-section';
import { EfficiencySection } from './efficiency-section';
import styles from './reports.module.css';
import { TransactionsSection } from './transactions-section';

const FILTERS = ['from', 'to', 'by', 'decision', 'anomaly'] as const;

/** The reports page: the period (kept in the address), consumption, efficiency and the transactions. */
export function ReportsPageClient() {
  const t = useTranslations('Reports');
  const can = useCan();
  const [params, update] = useTableParams(FILTERS, null);
  const { from, to, by, decision, anomaly } = params.filters;
  const period = { from: from || undefined, to: to || undefined };
  if (!can('reports.read')) return <p>{t('noAccess')}</p>;
  return (
    <div className={styles.page}>
      <PeriodFilter from={from} to={to} onChange={(next) => update({ filters: next })} />
      <ConsumptionSection
        period={period}
        by={(by || 'product') as FleetReportDimension}
        onByChange={(next) => update({ filters: { by: next } })}
      />
      <EfficiencySection period={period} />
      <TransactionsSection
        period={period}
        filters={{ decision, anomaly }}
        page={params.page}
        onChange={(changes) => update(changes)}
      />
    </div>
  );
}
