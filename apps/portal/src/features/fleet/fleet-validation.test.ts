import { FLEET_VALIDATION_KEYS } from '@fuel/sdk/fleet-vocabulary';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ka from '@/messages/ka.json';

describe('the fleet-rules messages', () => {
  it.each([
    ['en', en],
    ['ka', ka],
  ])('are all in the %s FleetValidation messages', (_locale, messages) => {
    expect(Object.keys(messages.FleetValidation).sort()).toEqual([...FLEET_VALIDATION_KEYS].sort());
  });
});
