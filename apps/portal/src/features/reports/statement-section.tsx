'use client';

import type { FleetStatement, FleetStatementLine, FleetStatementSection } from '@fuel/sdk/fleet';
import { FleetReportsService } from '@fuel/sdk/fleet/reports';
import { useLocale, useTranslations } from 'next-intl';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { useFleetService } from '@/features/fleet/use-fleet-service';
import { formatGel, formatLiters } from '@/lib/format';
import { ExportButtons } from './export-buttons';
import { useStatement } from './queries';
import styles from './reports.module.css';

type Balance = 'money' | 'points';
const BALANCES: Balance[] = ['money', 'points'];

/**
 * The reconciliation statement of the period: for the money account and the points, the opening
 * balance, each section's lines and total, and the closing balance; as a PDF and printable.
 */
export function StatementSection({ period }: { period: { from?: string; to?: string } }) {
  const t = useTranslations('Reports');
  const errorMessage = useFleetError();
  const reports = useFleetService(FleetReportsService);
  const statement = useStatement(period);
  const data = statement.data;

  return (
    <section className={styles.section} aria-labelledby="statement-title" aria-busy={statement.isFetching}>
      <div className={styles.sectionHead}>
        <h2 id="statement-title">{t('statement.title')}</h2>
        <ExportButtons
          name={data ? `statement-${data.from}-${data.to}` : 'statement'}
          formats={['pdf']}
          download={(_format, locale) => reports.statementPdf({ ...period, locale })}
        />
      </div>
      {statement.isError ? (
        <p role="alert">{errorMessage(statement.error)}</p>
      ) : (
        data && (
          <>
            <p className={styles.statementMeta} data-testid="statement-meta">
              {data.company.name} · {data.company.identificationCode} ·{' '}
              {t('statement.period', { from: data.from, to: data.to })}
            </p>
            {BALANCES.map((balance) => (
              <BalanceTable key={balance} statement={data} balance={balance} />
            ))}
            <p className={styles.statementNote}>{t('statement.definition')}</p>
          </>
        )
      )}
    </section>
  );
}

/** One balance: opening, the sections that move it, closing. */
function BalanceTable({ statement, balance }: { statement: FleetStatement; balance: Balance }) {
  const t = useTranslations('Reports');
  const products = useTranslations('FuelProducts');
  const locale = useLocale();
  const gel = (tetri: number) => formatGel(tetri, locale);
  const label = (line: FleetStatementLine) => {
    if (line.key !== 'purchase') return t(`statement.lines.${line.key}`);
    return line.product ? products(line.product) : '';
  };
  const sections = statement.sections.filter((section) => section.balance === balance);

  return (
    <table className={`${styles.table} ${styles.statement}`} data-testid={`statement-${balance}`}>
      <caption className={styles.statementCaption}>{t(`statement.balances.${balance}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('statement.item')}</th>
          <th scope="col">{t('statement.count')}</th>
          <th scope="col">{t('liters')}</th>
          <th scope="col">{t('statement.amount')}</th>
        </tr>
      </thead>
      <tbody>
        <tr className={styles.balanceRow}>
          <th scope="row">{t('statement.opening')}</th>
          <td />
          <td />
          <td data-testid={`opening-${balance}`}>{gel(statement.opening[balance].amount)}</td>
        </tr>
      </tbody>
      {sections.map((section) => (
        <SectionRows key={section.key} section={section} label={label} gel={gel} />
      ))}
      <tfoot>
        <tr className={styles.balanceRow}>
          <th scope="row">{t('statement.closing')}</th>
          <td />
          <td />
          <td data-testid={`closing-${balance}`}>{gel(statement.closing[balance].amount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function SectionRows({
  section,
  label,
  gel,
}: {
  section: FleetStatementSection;
  label: (line: FleetStatementLine) => string;
  gel: (tetri: number) => string;
}) {
  const t = useTranslations('Reports');
  const locale = useLocale();
  const liters = (value: number | null) => (value === null ? '' : formatLiters(value, locale));
  return (
    <tbody>
      <tr>
        <th scope="rowgroup" colSpan={4} className={styles.sectionRow}>
          {t(`statement.sections.${section.key}`)}
        </th>
      </tr>
      {section.lines.map((line) => (
        <tr
          key={line.key + (line.product ?? '')}
          className={line.moves === null ? styles.informational : undefined}
        >
          <th scope="row">
            {label(line)}
            {line.moves === null && <span className={styles.hint}> ({t('statement.forInformation')})</span>}
          </th>
          <td>{line.count}</td>
          <td>{liters(line.liters)}</td>
          <td>{gel(line.amount.amount)}</td>
        </tr>
      ))}
      {section.lines.length === 0 && (
        <tr>
          <td colSpan={4}>{t('nothing')}</td>
        </tr>
      )}
      <tr className={styles.totalRow}>
        <th scope="row">{t('total')}</th>
        <td />
        <td>{liters(section.liters)}</td>
        <td>{gel(section.total.amount)}</td>
      </tr>
    </tbody>
  );
}
