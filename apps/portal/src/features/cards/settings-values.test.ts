import { fleetCardSettingsBody } from '@fuel/sdk/fleet-rules';
import { describe, expect, it } from 'vitest';
import { emptySettings, toSettings } from './settings-values';

// The schedule's hours as the card forms' text fields hold them (24-hour, typed by hand).
describe('the working hours of a card', () => {
  const hours = (fromTime: string, toTime: string) =>
    toSettings({ ...emptySettings(), limitPeriod: 'unlimited', products: ['EURO_DIESEL'], fromTime, toTime });

  it('read 24-hour times, midnight as the end of the day', () => {
    expect(hours('08:00', '17:30').schedule).toMatchObject({ fromMinute: 480, toMinute: 1050 });
    expect(hours('22:00', '00:00').schedule).toMatchObject({ fromMinute: 1320, toMinute: 1440 });
    expect(hours('', '').schedule).toMatchObject({ fromMinute: null, toMinute: null });
  });

  it('let the schema refuse text that is no time of day, instead of reading 12:60 as 13:00', () => {
    const settings = hours('12:60', '18:00');
    expect(settings.schedule?.fromMinute).toBeNaN();
    expect(fleetCardSettingsBody.safeParse(settings).success).toBe(false);
    expect(fleetCardSettingsBody.safeParse(hours('12:00', '18:00')).success).toBe(true);
  });
});
