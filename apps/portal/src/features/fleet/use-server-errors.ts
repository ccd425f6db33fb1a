'use client';

import { ClientError } from '@fuel/sdk';
import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useFleetError } from './use-fleet-error';
import { isFleetValidationKey, useFleetValidation } from './use-fleet-validation';

/**
 * Puts a refused save's field errors on the form's fields (what the user typed stays) and returns
 * the message for the form's status line. A field's message is the schema's key when the server's
 * zod check refused it, else the refusal's own catalogue message (`PERSONAL_NUMBER_EXISTS`, …).
 */
export function useServerErrors<Values extends FieldValues>(setError: UseFormSetError<Values>) {
  const errorMessage = useFleetError();
  const validation = useFleetValidation();
  return useCallback(
    (error: unknown): string => {
      const message = errorMessage(error);
      if (!ClientError.is(error)) return message;
      for (const field of error.fields) {
        const text = isFleetValidationKey(field.message) ? validation(field.message) : message;
        setError(field.path as FieldPath<Values>, { type: 'server', message: text });
      }
      return message;
    },
    [errorMessage, validation, setError],
  );
}
