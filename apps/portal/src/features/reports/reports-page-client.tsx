'use client';

import { useTranslations } from 'next-intl';
import { useTableParams } from '@/components/data-table/use-table-params';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useCan } from '@/features/fleet/fleet-me';
import { PeriodFilter } from '@/features/points/period-filter';
import { ConsumptionSection } from './consumption-section';
import { EfficiencySection } from './efficiency-section';
import { REPORT_FILTERS, reportsView } from './report-queries';
import styles from './reports.module.css';
import { StatementSection } from './statement-section';
import { TransactionsSection } from './transactions-section';
import { TrendSection } from './trend-section';

const VIEWS = ['overview', 'statement'] as const;

/**
 * The reports page: the period (kept in the address) and two views of it: consumption, efficiency and
 * the transactions, or the reconciliation statement (`?view=statement`).
 */
export function ReportsPageClient() {
  const t = useTranslations('Reports');
  const can = useCan();
  const [params, update] = useTableParams(REPORT_FILTERS, null);
  const { view, period, by, filters, page } = reportsView(params);
  const { from, to } = params.filters;
  if (!can('reports.read')) return <p>{t('noAccess')}</p>;
  return (
    <Tabs
      className={styles.page}
      value={view}
      onValueChange={(next) => update({ filters: { view: next === 'statement' ? next : '' } })}
    >
      <TabList className={styles.tabs} label={t('views.label')}>
        {VIEWS.map((value) => (
          <Tab key={value} value={value} className={styles.tab}>
            {t(`views.${value}`)}
          </Tab>
        ))}
      </TabList>
      <PeriodFilter from={from} to={to} onChange={(next) => update({ filters: next })} />
      <TabPanel value="overview" className={styles.page}>
        <TrendSection period={period} />
        <ConsumptionSection
          period={period}
          by={by}
          onByChange={(next) => update({ filters: { by: next } })}
        />
        <EfficiencySection period={period} />
        <TransactionsSection
          period={period}
          filters={filters}
          page={page}
          onChange={(changes) => update(changes)}
        />
      </TabPanel>
      <TabPanel value="statement">
        <StatementSection period={period} />
      </TabPanel>
    </Tabs>
  );
}
