import type { FleetRecordStatus } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import styles from './vehicles.module.css';

/** Active or inactive, as a coloured label (the text says it; the colour only repeats it). */
export function StatusBadge({ status }: { status: FleetRecordStatus }) {
  const t = useTranslations('Vehicles.statuses');
  return (
    <span className={styles.status} data-status={status}>
      {t(status)}
    </span>
  );
}
