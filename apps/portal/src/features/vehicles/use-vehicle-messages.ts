'use client';

import { ClientError } from '@fuel/sdk';
import { VEHICLE_VALIDATION_KEYS, type VehicleValidationKey } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { isFleetValidationKey, useFleetValidation } from '@/features/fleet/use-fleet-validation';

/** The codes of the vehicles' and groups' refusals that have their own message (`Vehicles.errors`). */
const VEHICLE_ERRORS = [
  'REGISTRATION_NUMBER_EXISTS',
  'GROUP_NAME_EXISTS',
  'VEHICLES_IN_OTHER_GROUP',
  'IMPORT_INVALID',
] as const;
type VehicleErrorCode = (typeof VEHICLE_ERRORS)[number];

const isVehicleKey = (message: string): message is VehicleValidationKey =>
  (VEHICLE_VALIDATION_KEYS as readonly string[]).includes(message);

/** Whether a schema message is one of the keys the portal translates (a server-made text is not). */
export const isValidationKey = (message: string) => isVehicleKey(message) || isFleetValidationKey(message);

/** Translates a schema message: the vehicles' own keys, else the shared `FleetValidation` ones. */
export function useVehicleValidation(): (message: string | undefined) => string | undefined {
  const t = useTranslations('Vehicles.validation');
  const fleet = useFleetValidation();
  return useCallback(
    (message) => (message && isVehicleKey(message) ? t(message) : fleet(message)),
    [t, fleet],
  );
}

/** The message for a failed vehicles or groups call (never the server's own text). */
export function useVehicleError(): (error: unknown) => string {
  const t = useTranslations('Vehicles.errors');
  const fleetError = useFleetError();
  return useCallback(
    (error) =>
      ClientError.is(error) && (VEHICLE_ERRORS as readonly string[]).includes(error.code)
        ? t(error.code as VehicleErrorCode)
        : fleetError(error),
    [t, fleetError],
  );
}

/**
 * Puts a refused save's field errors on the form (what was typed stays) and returns the status line's
 * message: the schema's key when the server's zod check refused a field, else the refusal's message.
 */
export function useVehicleServerErrors<Values extends FieldValues>(setError: UseFormSetError<Values>) {
  const errorMessage = useVehicleError();
  const validation = useVehicleValidation();
  return useCallback(
    (error: unknown): string => {
      const message = errorMessage(error);
      if (!ClientError.is(error)) return message;
      for (const field of error.fields) {
        const text =
          field.rule === 'unique' || field.rule === 'not_found' ? message : validation(field.message);
        setError(field.path as FieldPath<Values>, { type: 'server', message: text ?? message });
      }
      return message;
    },
    [errorMessage, validation, setError],
  );
}
