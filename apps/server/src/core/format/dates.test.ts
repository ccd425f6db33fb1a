import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth, formatTime, monthName, tbilisiDay } from './dates';
import { datePattern, formatDateInput, parseDateInput, parseTimeInput } from './inputs';

describe('dates', () => {
  it('print a moment in Tbilisi time (UTC+4), 24-hour, in both languages', () => {
    const moment = '2026-11-26T17:21:09.123Z';
    expect(formatDateTime(moment, 'ka')).toBe('26.11.2026, 21:21');
    expect(formatDateTime(moment, 'en')).toBe('Nov 26, 2026, 21:21');
    expect(formatDateTime(new Date(moment), 'ka-GE')).toBe('26.11.2026, 21:21');
    expect(formatTime(moment)).toBe('21:21');
  });

  it('move a moment after 20:00 UTC to the next Tbilisi day, and midnight is 00:00', () => {
    expect(formatDateTime('2026-12-31T20:00:00.000Z', 'ka')).toBe('01.01.2027, 00:00');
    expect(formatDateTime('2026-12-31T19:59:00.000Z', 'en')).toBe('Dec 31, 2026, 23:59');
    expect(tbilisiDay(new Date('2026-02-28T20:30:00.000Z'))).toBe('2026-03-01');
  });

  it('keep the same offset in summer and winter (Tbilisi has no daylight saving time)', () => {
    expect(formatTime('2026-07-01T08:00:00.000Z')).toBe('12:00');
    expect(formatTime('2026-01-01T08:00:00.000Z')).toBe('12:00');
    expect(formatTime('2026-03-29T01:30:00.000Z')).toBe('05:30');
  });

  it('never shift a calendar day', () => {
    expect(formatDate('2026-11-20', 'ka', 'long')).toBe('20 ნოემბერი, 2026');
    expect(formatDate('2026-11-20', 'en', 'long')).toBe('November 20, 2026');
    expect(formatDate('2026-01-01', 'ka')).toBe('01.01.2026');
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
  });

  it("match Node's CLDR long Georgian date for every month", () => {
    for (let month = 1; month <= 12; month += 1) {
      const day = `2026-${String(month).padStart(2, '0')}-05`;
      const intl = new Intl.DateTimeFormat('ka', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      );
      expect(formatDate(day, 'ka', 'long')).toBe(intl);
      expect(monthName(month, 'ka')).toBe(
        new Intl.DateTimeFormat('ka', { month: 'long', timeZone: 'UTC' }).format(
          new Date(`${day}T00:00:00Z`),
        ),
      );
    }
  });

  it('name months', () => {
    expect(formatMonth('2026-11-26T10:00:00.000Z', 'ka')).toBe('ნოემბერი 2026');
    expect(formatMonth('2026-11-26', 'en', 'short')).toBe('Nov 2026');
  });
});

describe('date and time fields', () => {
  it('show a day as dd.mm.yyyy in Georgian and dd/mm/yyyy in English', () => {
    expect(formatDateInput('2026-03-04', 'ka')).toBe('04.03.2026');
    expect(formatDateInput('2026-03-04', 'en')).toBe('04/03/2026');
    expect(formatDateInput('', 'en')).toBe('');
    expect(datePattern('ka')).toBe('დდ.თთ.წწწწ');
  });

  it('read what was typed, with any separator, and refuse days that do not exist', () => {
    expect(parseDateInput('04.03.2026')).toBe('2026-03-04');
    expect(parseDateInput(' 4/3/2026 ')).toBe('2026-03-04');
    expect(parseDateInput('2026-03-04')).toBe('2026-03-04');
    expect(parseDateInput('29.02.2028')).toBe('2028-02-29');
    expect(parseDateInput('29.02.2026')).toBeNull();
    expect(parseDateInput('31.04.2026')).toBeNull();
    expect(parseDateInput('13.13.2026')).toBeNull();
    expect(parseDateInput('03/04/26')).toBeNull();
    expect(parseDateInput('')).toBeNull();
  });

  it('read 24-hour times', () => {
    expect(parseTimeInput('9:05')).toBe('09:05');
    expect(parseTimeInput('0000')).toBe('00:00');
    expect(parseTimeInput('23:59')).toBe('23:59');
    expect(parseTimeInput('24:00')).toBeNull();
    expect(parseTimeInput('12:60')).toBeNull();
    expect(parseTimeInput('9 PM')).toBeNull();
  });
});
