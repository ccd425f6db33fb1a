'use client';

import type { FleetChange } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import styles from './vehicles.module.css';

const FIELDS = [
  'registrationType',
  'registrationNumber',
  'numberPlate',
  'make',
  'model',
  'color',
  'fuelType',
  'tankCapacityLiters',
  'trailerNumber',
  'group',
  'status',
  'odometerKm',
  'name',
  'vehicleCount',
] as const;
type Field = (typeof FIELDS)[number];

/** "Color: white → orange", one line per changed field, values in the user's language. */
export function ChangeDetails({ change }: { change: FleetChange }) {
  const t = useTranslations('Vehicles');
  const products = useTranslations('FuelProducts');

  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('changes.none');
    if (field === 'group' && typeof value === 'object') return (value as { name?: string }).name ?? '';
    if (field === 'fuelType') return products(value as never);
    if (field === 'status') return t(`statuses.${value as 'active' | 'inactive'}`);
    if (field === 'registrationType') return t(`registrationTypes.${value as 'georgia'}`);
    return String(value);
  };
  const rows = change.changes.filter((item) => (FIELDS as readonly string[]).includes(item.field));
  // A created vehicle lists only what it was given; a deleted group, what it held.
  const creating = change.action === 'create';
  return (
    <ul className={styles.details}>
      {rows.map((item) => (
        <li key={item.field}>
          <span className={styles.muted}>{t(`changes.fields.${item.field as Field}`)}:</span>{' '}
          {creating
            ? show(item.field, item.after)
            : `${show(item.field, item.before)} → ${show(item.field, item.after)}`}
        </li>
      ))}
    </ul>
  );
}
