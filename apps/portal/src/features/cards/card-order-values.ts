import type { FleetPlaceCardOrderInput } from '@fuel/sdk/fleet';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { type CardSettingsValues, emptySettings, settingsField, toSettings } from './settings-values';

/** Who an IDENTIFIED card is for: a driver by name, or one of the company's vehicles. */
export type HolderValues = {
  kind: 'driver' | 'vehicle';
  driverName: string;
  vehicleId: string;
  /** The chosen vehicle's registration number, as the field shows it. */
  vehicleLabel: string;
};

export type CardOrderValues = CardSettingsValues & {
  cardType: 'UNIVERSAL' | 'IDENTIFIED';
  quantity: number;
  holders: HolderValues[];
  note: string;
};

export const emptyHolder = (): HolderValues => ({
  kind: 'driver',
  driverName: '',
  vehicleId: '',
  vehicleLabel: '',
});

export const emptyCardOrder = (): CardOrderValues => ({
  ...emptySettings(),
  cardType: 'UNIVERSAL',
  quantity: 1,
  holders: [emptyHolder()],
  note: '',
});

export function toCardOrderBody(values: CardOrderValues): FleetPlaceCardOrderInput {
  const common = { ...toSettings(values), ...(values.note.trim() ? { note: values.note } : {}) };
  return values.cardType === 'UNIVERSAL'
    ? { cardType: 'UNIVERSAL', quantity: values.quantity, ...common }
    : {
        cardType: 'IDENTIFIED',
        // The server's rule: a vehicle or a driver, one of the two (an empty choice names neither).
        holders: values.holders.map((holder) =>
          holder.kind === 'vehicle'
            ? holder.vehicleId
              ? { vehicleId: holder.vehicleId }
              : {}
            : { driverName: holder.driverName },
        ),
        ...common,
      };
}

/**
 * The form field a request path names (`limits.0.amount` → `limitAmount`); a holder's problem goes to
 * the field its choice shows (`holders.1.vehicleId` → the vehicle or the driver's name).
 */
export function cardOrderField(path: string, holders: Pick<HolderValues, 'kind'>[] = []): string | undefined {
  const holder = /^holders\.(\d+)/.exec(path);
  if (holder) {
    const index = Number(holder[1]);
    return `holders.${index}.${holders[index]?.kind === 'vehicle' ? 'vehicleId' : 'driverName'}`;
  }
  if (path === 'holders') return 'holders';
  if (path === 'quantity' || path === 'note') return path;
  return settingsField(path);
}

/** Puts `error` at a dotted path of react-hook-form's nested errors object. */
export function setError(errors: Record<string, unknown>, path: string, error: FieldError) {
  const keys = path.split('.');
  let target = errors;
  for (const key of keys.slice(0, -1)) {
    target[key] ??= {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys.at(-1)!] ??= error;
}

/**
 * Validates the request the values make with the server's own schema, errors on the form's fields. The
 * schema (and zod) load on the form's first focus (`preload`), not with the page.
 */
export const cardOrderResolver = lazyResolver<CardOrderValues>(async () => {
  const { fleetPlaceCardOrderBody } = await import('@fuel/sdk/fleet-rules');
  return async (values) => {
    const result = fleetPlaceCardOrderBody.safeParse(toCardOrderBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const field = cardOrderField(issue.path.join('.'), values.holders);
      if (field) setError(errors, field, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<CardOrderValues> };
  };
});
