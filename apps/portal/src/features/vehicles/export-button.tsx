'use client';

import type { FleetVehicleExportInput } from '@fuel/sdk/fleet';
import { FleetVehiclesService } from '@fuel/sdk/fleet/vehicles';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import buttonStyles from '@/components/ui/button-link.module.css';
import { useFleetService } from '@/features/fleet/use-fleet-service';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './vehicles.module.css';

const button = [buttonStyles.button, buttonStyles.secondary, buttonStyles.md].join(' ');

/** Downloads the vehicles the filters select as a CSV file (the columns the import reads). */
export function ExportButton({ filters }: { filters: FleetVehicleExportInput }) {
  const t = useTranslations('Vehicles.csv');
  const vehicles = useFleetService(FleetVehiclesService);
  const hydrated = useHydrated();
  const [status, setStatus] = useState<FormStatusValue>(null);

  async function download() {
    setStatus({ kind: 'pending', message: t('exporting') });
    try {
      const file = await vehicles.export(filters);
      const url = URL.createObjectURL(
        new Blob([file.content], { type: `${file.contentType};charset=utf-8` }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setStatus({ kind: 'success', message: t('exported', { fileName: file.fileName }) });
    } catch {
      setStatus({ kind: 'error', message: t('exportFailed') });
    }
  }

  return (
    <div className={styles.inlineAction}>
      <button
        type="button"
        className={button}
        disabled={!hydrated || status?.kind === 'pending'}
        onClick={() => void download()}
      >
        {status?.kind === 'pending' ? t('exporting') : t('export')}
      </button>
      <FormStatus status={status} />
    </div>
  );
}
