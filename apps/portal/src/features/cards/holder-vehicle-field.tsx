'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ComboboxField } from '@/components/form/combobox-field';
import { useVehicleList } from '@/features/vehicles/queries';
import { useDebounced } from '@/lib/use-debounced';

type Props = {
  id: string;
  label: string;
  vehicleId: string;
  /** The chosen vehicle's registration number (what the field shows). */
  vehicleLabel: string;
  onChange: (vehicle: { id: string; label: string } | null) => void;
  error?: string;
};

const SUGGESTIONS = 10;

/** Chooses one of the company's active vehicles for a card: searched on the server as the user types. */
export function HolderVehicleField({ id, label, vehicleId, vehicleLabel, onChange, error }: Props) {
  const t = useTranslations('Cards.form');
  const [text, setText] = useState(vehicleLabel);
  const search = useDebounced(text.trim());
  const list = useVehicleList(
    { query: search, status: 'active', sort: 'registrationNumber', limit: SUGGESTIONS },
    search !== '' && search !== vehicleLabel,
  );
  const options = (list.data?.items ?? []).map((vehicle) => ({
    value: vehicle.id,
    label: vehicle.registrationNumber,
    detail: [vehicle.make, vehicle.model].filter(Boolean).join(' ') || undefined,
  }));
  return (
    <ComboboxField
      id={id}
      label={label}
      hint={t('vehicleHint')}
      error={error}
      text={text}
      onTextChange={setText}
      options={options}
      value={vehicleId}
      onSelect={(option) => onChange(option ? { id: option.value, label: option.label } : null)}
      loading={search !== text.trim() || list.isFetching}
      labels={{
        loading: t('vehicleSearching'),
        empty: t('vehicleNone'),
        found: (count) => t('vehiclesFound', { count }),
      }}
    />
  );
}
