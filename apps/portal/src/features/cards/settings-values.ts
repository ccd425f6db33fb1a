import type { FleetCard, FleetCardSettingsInput } from '@fuel/sdk/fleet';
import { parseTimeInput } from '@/lib/format';

/** A card's limit, products and working hours as the forms hold them (one limit per card in the forms). */
export type CardSettingsValues = {
  limitPeriod: string;
  limitUnit: string;
  limitAmount: number;
  products: string[];
  fromTime: string;
  toTime: string;
  weekdays: string[];
};

export const emptySettings = (): CardSettingsValues => ({
  limitPeriod: 'daily',
  limitUnit: 'liters',
  limitAmount: Number.NaN,
  products: [],
  fromTime: '',
  toTime: '',
  weekdays: [],
});

/** `HH:mm` as minutes after midnight; NaN for text that is no time (the schema refuses it). */
const minutes = (time: string) => {
  const parsed = parseTimeInput(time);
  if (!parsed) return Number.NaN;
  const [hours, mins] = parsed.split(':').map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
};
const time = (value: number) =>
  `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;

/** The settings request the values make (`limits`, `products`, `schedule`). */
export function toSettings(values: CardSettingsValues): FleetCardSettingsInput {
  const limits =
    values.limitPeriod === 'unlimited'
      ? []
      : [
          {
            period: values.limitPeriod as 'daily',
            unit: values.limitUnit as 'liters',
            amount: values.limitAmount,
          },
        ];
  const window = values.fromTime || values.toTime;
  return {
    limits,
    products: values.products as FleetCardSettingsInput['products'],
    schedule: {
      fromMinute: window ? minutes(values.fromTime) : null,
      toMinute: window ? (values.toTime === '00:00' ? 1440 : minutes(values.toTime)) : null,
      weekdays: values.weekdays.length ? values.weekdays.map(Number) : null,
    },
  };
}

/** A card's current settings as form values. */
export function settingsOf(card: FleetCard): CardSettingsValues {
  const [limit] = card.limits;
  return {
    limitPeriod: limit?.period ?? 'unlimited',
    limitUnit: limit?.unit ?? 'liters',
    limitAmount: limit?.amount ?? Number.NaN,
    products: card.products,
    fromTime: card.schedule.fromMinute === null ? '' : time(card.schedule.fromMinute),
    toTime: card.schedule.toMinute === null ? '' : time(card.schedule.toMinute % 1440),
    weekdays: card.schedule.weekdays?.map(String) ?? [],
  };
}

/** Form paths of the server's fields: `limits.0.amount` is the form's `limitAmount`. */
export function settingsField(path: string): keyof CardSettingsValues | undefined {
  if (path.startsWith('limits'))
    return path.endsWith('unit') ? 'limitUnit' : path.endsWith('period') ? 'limitPeriod' : 'limitAmount';
  if (path.startsWith('products')) return 'products';
  if (path.startsWith('schedule')) return 'toTime';
  return undefined;
}
