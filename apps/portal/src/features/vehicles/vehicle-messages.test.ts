import { VEHICLE_VALIDATION_KEYS } from '@fuel/sdk/fleet-vocabulary';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ka from '@/messages/ka.json';

describe('the vehicles’ schema messages', () => {
  it.each([
    ['en', en],
    ['ka', ka],
  ])('are all in the %s Vehicles.validation messages', (_locale, messages) => {
    expect(Object.keys(messages.Vehicles.validation).sort()).toEqual([...VEHICLE_VALIDATION_KEYS].sort());
  });
});
