import { describe, expect, it } from 'vitest';
import { calendarToday, deadlineState } from './deadline';

describe('deadlineState', () => {
  const at = (iso: string) => new Date(iso);

  it('counts whole days left in Georgian time', () => {
    expect(deadlineState('2026-12-18', at('2026-11-22T10:00:00Z'))).toEqual({ kind: 'open', daysLeft: 26 });
    expect(deadlineState('2026-11-23', at('2026-11-22T10:00:00Z'))).toEqual({ kind: 'open', daysLeft: 1 });
  });

  it('keeps the deadline day open and expires the tender the day after', () => {
    expect(deadlineState('2026-11-22', at('2026-11-22T19:59:00Z'))).toEqual({ kind: 'today' });
    // 20:00 UTC is midnight in Tbilisi (UTC+4): the next day has begun there.
    expect(deadlineState('2026-11-22', at('2026-11-22T20:00:00Z'))).toEqual({ kind: 'expired' });
    expect(deadlineState('2026-01-01', at('2026-11-22T10:00:00Z'))).toEqual({ kind: 'expired' });
  });

  it('treats an unreadable date as closed', () => {
    expect(deadlineState('soon', at('2026-11-22T10:00:00Z'))).toEqual({ kind: 'expired' });
  });
});

describe('calendarToday', () => {
  it('is the date in the given zone', () => {
    expect(calendarToday(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-23');
    expect(calendarToday(new Date('2026-11-22T21:30:00Z'), 'UTC')).toBe('2026-11-22');
  });
});
