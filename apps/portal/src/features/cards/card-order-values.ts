import type { FleetPlaceCardOrderInput } from '@fuel/sdk/fleet';
import { fleetPlaceCardOrderBody } from '@fuel/sdk/fleet-rules';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { type CardSettingsValues, emptySettings, settingsField, toSettings } from './settings-values';

export type CardOrderValues = CardSettingsValues & {
  cardType: 'UNIVERSAL' | 'IDENTIFIED';
  quantity: number;
  holders: { driverName: string }[];
  note: string;
};

export const emptyCardOrder = (): CardOrderValues => ({
  ...emptySettings(),
  cardType: 'UNIVERSAL',
  quantity: 1,
  holders: [{ driverName: '' }],
  note: '',
});

export function toCardOrderBody(values: CardOrderValues): FleetPlaceCardOrderInput {
  const common = { ...toSettings(values), ...(values.note.trim() ? { note: values.note } : {}) };
  return values.cardType === 'UNIVERSAL'
    ? { cardType: 'UNIVERSAL', quantity: values.quantity, ...common }
    : {
        cardType: 'IDENTIFIED',
        holders: values.holders.map((holder) => ({ driverName: holder.driverName })),
        ...common,
      };
}

/** The form field a request path names (`limits.0.amount` → `limitAmount`, `holders.1.vehicleId` → its driver). */
export function cardOrderField(path: string): string | undefined {
  const holder = /^holders\.(\d+)/.exec(path);
  if (holder) return `holders.${holder[1]}.driverName`;
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

/** Validates the request the values make with the server's own schema, errors on the form's fields. */
export const cardOrderResolver: Resolver<CardOrderValues> = async (values) => {
  const result = fleetPlaceCardOrderBody.safeParse(toCardOrderBody(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const field = cardOrderField(issue.path.join('.'));
    if (field) setError(errors, field, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors: errors as FieldErrors<CardOrderValues> };
};
