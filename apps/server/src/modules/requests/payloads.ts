import { ValidationFailed } from '../../core/errors';
import type { HolidayType } from '../intranet/types';
import type { RequestActionData } from './schemas';

/** The indexed columns a payload fills: dates of vacations and trainings, the holiday type of a vacation. */
export function datedColumns(data: RequestActionData): {
  startDate: string | null;
  endDate: string | null;
  holidayType: HolidayType | null;
} {
  if (data.type === 'vacation') {
    return { startDate: data.startDate, endDate: data.endDate, holidayType: data.holidayType };
  }
  if (data.type === 'training')
    return { startDate: data.startDate, endDate: data.endDate, holidayType: null };
  return { startDate: null, endDate: null, holidayType: null };
}

/**
 * The rules a payload's schema cannot say alone: date ranges in order, a friend reachable.
 * @throws ValidationFailed naming `${prefix}<field>`.
 */
export function checkPayload(data: RequestActionData, prefix: string): void {
  if (
    'startDate' in data &&
    'endDate' in data &&
    data.startDate &&
    data.endDate &&
    data.endDate < data.startDate
  ) {
    throw new ValidationFailed('The end date is before the start date', [
      { path: `${prefix}endDate`, rule: 'date_order', message: 'The end date is before the start date' },
    ]);
  }
  if (data.type === 'redirect_friend' && !data.friendPhone && !data.friendEmail) {
    throw new ValidationFailed('Give the friend’s phone or e-mail', [
      { path: `${prefix}friendPhone`, rule: 'required', message: 'Give the friend’s phone or e-mail' },
    ]);
  }
}

/** @throws ValidationFailed (`${path}`: `same_type`) when a replacement payload changes the type. */
export function checkSameType(current: string, next: RequestActionData, path: string): void {
  if (next.type !== current) {
    throw new ValidationFailed('A request keeps its type', [
      { path, rule: 'same_type', message: `This request is of type ${current}` },
    ]);
  }
}

const leaveTitles: Record<HolidayType, string> = {
  holiday: 'Holiday',
  family: 'Family leave',
  unpaid: 'Unpaid leave',
  sick_day: 'Sick day',
  maternity: 'Maternity leave',
  day_off: 'Day off',
  system: 'System leave',
  bulletin: 'Sick leave (bulletin)',
};

/** The calendar title of a confirmed vacation or training. */
export function eventTitle(data: RequestActionData): string {
  if (data.type === 'vacation') return leaveTitles[data.holidayType];
  if (data.type === 'training') return `Training: ${data.topic}`;
  return data.type;
}
