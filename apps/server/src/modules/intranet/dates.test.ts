import { describe, expect, it } from 'vitest';
import { accruedDays, periodContaining } from './accrual';
import { anniversaryIn, eachDate, isWeekend } from './calendar';
import { georgianPublicHolidays, orthodoxEaster } from './georgia';

describe('Orthodox Easter', () => {
  it('matches the published dates', () => {
    expect(orthodoxEaster(2023)).toBe('2023-04-16');
    expect(orthodoxEaster(2024)).toBe('2024-05-05');
    expect(orthodoxEaster(2025)).toBe('2025-04-20');
    expect(orthodoxEaster(2026)).toBe('2026-04-12');
    expect(orthodoxEaster(2027)).toBe('2027-05-02');
  });

  it('gives Georgia 17 public holidays a year, Good Friday to Easter Monday included', () => {
    const holidays = georgianPublicHolidays(2026);
    expect(holidays).toHaveLength(17);
    const dates = holidays.map((holiday) => holiday.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toEqual(
      expect.arrayContaining(['2026-01-01', '2026-01-02', '2026-01-07', '2026-01-19', '2026-03-03']),
    );
    expect(dates).toEqual(expect.arrayContaining(['2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13']));
    expect(dates).toEqual(expect.arrayContaining(['2026-05-09', '2026-05-12', '2026-05-26', '2026-11-23']));
    expect(holidays.find((holiday) => holiday.date === '2026-10-14')?.name.ka).toBe('სვეტიცხოვლობა');
  });
});

describe('calendar dates', () => {
  it('knows weekends and walks ranges across month and year ends', () => {
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-22')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
    expect(eachDate('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(anniversaryIn('2024-02-29', 2025)).toBe('2025-02-28');
    expect(anniversaryIn('2024-02-29', 2028)).toBe('2028-02-29');
  });
});

describe('accrual', () => {
  it('calendar: the year from 1 January, pro rata to the day, from the start date in the first year', () => {
    const period = periodContaining('2026-07-01', 'calendar', '2020-05-04');
    expect(period).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    // 1 January to 1 July is 182 of 365 days: 24 × 182 / 365 = 11.967 → 11.96.
    expect(accruedDays({ daysPerYear: 24, period, employeeStart: '2020-05-04', asOf: '2026-07-01' })).toBe(
      11.96,
    );
    expect(accruedDays({ daysPerYear: 24, period, employeeStart: '2020-05-04', asOf: '2026-12-31' })).toBe(
      24,
    );
    expect(accruedDays({ daysPerYear: 24, period, employeeStart: '2020-05-04', asOf: '2027-03-01' })).toBe(
      24,
    );
    // Started on 1 June: 1 June to 1 July is 31 days: 24 × 31 / 365 = 2.038 → 2.03.
    expect(accruedDays({ daysPerYear: 24, period, employeeStart: '2026-06-01', asOf: '2026-07-01' })).toBe(
      2.03,
    );
    expect(accruedDays({ daysPerYear: 24, period, employeeStart: '2026-08-01', asOf: '2026-07-01' })).toBe(0);
  });

  it('start_of_work: the year from the last work anniversary', () => {
    const period = periodContaining('2026-07-01', 'start_of_work', '2024-03-15');
    expect(period).toEqual({ start: '2026-03-15', end: '2027-03-14' });
    // 15 March to 1 July is 109 of 365 days: 24 × 109 / 365 = 7.167 → 7.16.
    expect(accruedDays({ daysPerYear: 24, period, employeeStart: '2024-03-15', asOf: '2026-07-01' })).toBe(
      7.16,
    );
    expect(periodContaining('2026-03-14', 'start_of_work', '2024-03-15')).toEqual({
      start: '2025-03-15',
      end: '2026-03-14',
    });
    // Before the first day of work: the first work year, nothing accrued yet.
    const first = periodContaining('2026-01-10', 'start_of_work', '2026-02-01');
    expect(first).toEqual({ start: '2026-02-01', end: '2027-01-31' });
    expect(
      accruedDays({ daysPerYear: 24, period: first, employeeStart: '2026-02-01', asOf: '2026-01-10' }),
    ).toBe(0);
  });
});
