'use client';

import { useEffect, useId, useState } from 'react';
import tableStyles from '@/components/data-table/data-table.module.css';
import { useVehicle, useVehicleList } from './queries';

type Props = { label: string; vehicleId: string; onChange: (vehicleId: string) => void };

/**
 * Picks one vehicle by its registration number: a search field whose suggestions (a datalist) come
 * from the server as the user types; an exact match selects the vehicle, an empty field clears it.
 */
export function VehiclePicker({ label, vehicleId, onChange }: Props) {
  const id = useId();
  const selected = useVehicle(vehicleId || undefined);
  const [text, setText] = useState('');
  useEffect(() => {
    if (selected.data) setText(selected.data.registrationNumber);
  }, [selected.data]);
  const suggestions = useVehicleList({ query: text.trim() || undefined, limit: 10 }, text.trim().length > 0);

  function choose(value: string) {
    setText(value);
    if (value.trim() === '') {
      if (vehicleId) onChange('');
      return;
    }
    const match = suggestions.data?.items.find(
      (vehicle) => vehicle.registrationNumber.toLowerCase() === value.trim().toLowerCase(),
    );
    if (match && match.id !== vehicleId) onChange(match.id);
  }

  return (
    <div className={tableStyles.filter}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        list={`${id}-options`}
        autoComplete="off"
        value={text}
        onChange={(event) => choose(event.target.value)}
      />
      <datalist id={`${id}-options`}>
        {(suggestions.data?.items ?? []).map((vehicle) => (
          <option key={vehicle.id} value={vehicle.registrationNumber}>
            {[vehicle.make, vehicle.model].filter(Boolean).join(' ')}
          </option>
        ))}
      </datalist>
    </div>
  );
}
