import { describe, expect, it } from 'vitest';
import { mobile } from './form-rules';
import { fleetPhone } from './schemas';

describe('phone numbers', () => {
  it('are described in words (no digit masks) and parse the way the description says', () => {
    expect(mobile.description).toBe(
      'Georgian mobile: 5 followed by 8 digits, with or without 995 in front; stored as +995 and those 9 digits',
    );
    expect(fleetPhone.description).toContain('become +995 followed by the 9 digits');
    for (const schema of [mobile, fleetPhone]) expect(schema.description).not.toMatch(/X{2,}/);
    for (const typed of ['555123456', '995555123456', '+995 555 12 34 56']) {
      expect(mobile.parse(typed)).toBe('+995555123456');
    }
    expect(mobile.safeParse('455123456').success).toBe(false);
    expect(fleetPhone.parse('995555123456')).toBe('+995555123456');
  });
});
