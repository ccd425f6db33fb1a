'use client';

import { ClientError, type FieldError } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import buttonStyles from '@/components/ui/button-link.module.css';
import { PanelDialog } from './panel-dialog';
import { useVehicleMutations } from './queries';
import { isValidationKey, useVehicleError, useVehicleValidation } from './use-vehicle-messages';
import styles from './vehicles.module.css';

const secondary = [buttonStyles.button, buttonStyles.secondary, buttonStyles.md].join(' ');
const primary = [buttonStyles.button, buttonStyles.primary, buttonStyles.md].join(' ');
const COLUMNS =
  'registrationType, registrationNumber, numberPlate, make, model, color, fuelType, tankCapacityLiters, trailerNumber, group, status';
const RULES = [
  'missing_column',
  'unknown_column',
  'empty',
  'too_many_rows',
  'malformed',
  'not_found',
  'unique',
  'duplicate_in_file',
  'invalid_format',
  'invalid_value',
  'too_small',
  'too_big',
] as const;

type Problem = { line: number; column: string; message: string };

/**
 * Import from a CSV file: the server checks every row and saves all or nothing; a refused file comes
 * back as a per-row report (line, column, problem), shown here until the user picks a fixed file.
 */
export function ImportDialog() {
  const t = useTranslations('Vehicles.csv');
  const validation = useVehicleValidation();
  const errorMessage = useVehicleError();
  const { import: importCsv } = useVehicleMutations();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [report, setReport] = useState<{ rows: number; problems: Problem[] } | null>(null);

  // The schema's own message where it has one (a format, a length), else the rule's.
  const describe = (field: FieldError): string => {
    if (field.rule !== 'invalid_value' && isValidationKey(field.message)) return validation(field.message)!;
    const rule = (RULES as readonly string[]).includes(field.rule)
      ? (field.rule as (typeof RULES)[number])
      : 'other';
    return t(`rules.${rule}`);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setStatus({ kind: 'error', message: t('chooseFile') });
      return;
    }
    setReport(null);
    setStatus({ kind: 'pending', message: t('importing') });
    try {
      const result = await importCsv.mutateAsync(await file.text());
      setStatus({ kind: 'success', message: t('imported', { count: result.created }) });
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      if (ClientError.is(error) && error.code === 'IMPORT_INVALID') {
        const problems = error.fields.map((field) => {
          const [, line, ...column] = field.path.split('.');
          return { line: Number(line), column: column.join('.'), message: describe(field) };
        });
        setReport({ rows: new Set(problems.map((problem) => problem.line)).size, problems });
        setStatus(null);
      } else {
        setStatus({ kind: 'error', message: errorMessage(error) });
      }
    }
  }

  return (
    <PanelDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setStatus(null);
          setReport(null);
        }
      }}
      trigger={
        <button type="button" className={secondary}>
          {t('import')}
        </button>
      }
      title={t('title')}
      description={t('description', { columns: COLUMNS })}
      closeLabel={t('close')}
    >
      <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={fileId}>
            {t('file')}
          </label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className={formStyles.input}
          />
        </div>
        <FormStatus status={status} />
        {report && (
          <section className={styles.report} aria-live="polite">
            <h3 role="alert">{t('reportTitle', { count: report.rows })}</h3>
            <div className={styles.reportScroller}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('row')}</th>
                    <th scope="col">{t('column')}</th>
                    <th scope="col">{t('problem')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.problems.map((problem, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows have no identity but their order
                    <tr key={index}>
                      <td>{problem.line}</td>
                      <td>{problem.column === 'csv' ? t('wholeFile') : problem.column}</td>
                      <td>{problem.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
        <div className={styles.dialogActions}>
          <button type="submit" className={primary} disabled={status?.kind === 'pending'}>
            {status?.kind === 'pending' ? t('importing') : t('submit')}
          </button>
        </div>
      </form>
    </PanelDialog>
  );
}
