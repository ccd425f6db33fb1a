import type { FleetCardLimit, FleetCardSchedule } from '../orders/schemas';
import type { StoredCardRequest } from '../orders/tables';
import type { FuelUnit } from '../vocabulary';
import type { FleetCardLimitInput, FleetCardScheduleInput } from './schemas';

// Limits are entered in liters or GEL and stored in integer milliliters or tetri (fleet-domain.md).

type StoredLimit = StoredCardRequest['limits'][number];

/** The limits to store; `unlimited` (or none) stores none: a card without limit rows is unlimited. */
export function storedLimits(limits: FleetCardLimitInput[]): StoredLimit[] {
  return limits.flatMap((limit) =>
    limit.period === 'unlimited'
      ? []
      : [
          {
            period: limit.period,
            unit: limit.unit === 'GEL' ? ('tetri' as const) : ('ml' as const),
            amount: Math.round(limit.amount! * (limit.unit === 'GEL' ? 100 : 1000)),
          },
        ],
  );
}

/** The limits as shown: amounts in liters or GEL; no limit rows read as one `unlimited`. */
export function shownLimits(limits: StoredLimit[]): FleetCardLimit[] {
  if (!limits.length) return [{ period: 'unlimited', unit: null, amount: null }];
  return limits.map((limit) => ({
    period: limit.period,
    unit: (limit.unit === 'tetri' ? 'GEL' : 'liters') as FuelUnit,
    amount: limit.amount / (limit.unit === 'tetri' ? 100 : 1000),
  }));
}

export function storedSchedule(schedule: FleetCardScheduleInput | undefined): FleetCardSchedule {
  return {
    fromMinute: schedule?.fromMinute ?? null,
    toMinute: schedule?.toMinute ?? null,
    weekdays: schedule?.weekdays?.length ? [...new Set(schedule.weekdays)].sort() : null,
  };
}
