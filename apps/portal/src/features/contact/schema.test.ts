import { describe, expect, it } from 'vitest';
import { contactSchema, isPhone } from './schema';

const valid = { name: 'Nino', email: 'nino@example.ge', phone: '', message: 'Hello' };
const errorsOf = (values: typeof valid) => {
  const result = contactSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('contactSchema', () => {
  it('accepts an e-mail, a phone number or both', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, email: '', phone: '+995 555 123 456' })).toEqual({});
    expect(errorsOf({ ...valid, phone: '555123456' })).toEqual({});
  });

  it('needs one of them (spec §5: e-mail or number required)', () => {
    expect(errorsOf({ ...valid, email: ' ', phone: '' })).toEqual({ email: 'contactRequired' });
  });

  it('names every problem of an empty form at once', () => {
    expect(errorsOf({ name: '', email: '', phone: '', message: '' })).toEqual({
      name: 'nameRequired',
      email: 'contactRequired',
      message: 'messageRequired',
    });
  });

  it('checks each given one', () => {
    expect(errorsOf({ ...valid, email: 'nino@' })).toEqual({ email: 'emailInvalid' });
    expect(errorsOf({ ...valid, phone: '12345' })).toEqual({ phone: 'phoneInvalid' });
  });

  it('needs a name and a message', () => {
    expect(errorsOf({ ...valid, name: '', message: '  ' })).toEqual({
      name: 'nameRequired',
      message: 'messageRequired',
    });
    expect(errorsOf({ ...valid, name: 'x'.repeat(121) })).toEqual({ name: 'nameTooLong' });
  });
});

describe('isPhone', () => {
  it('takes the ways people write numbers, within 9 to 15 digits', () => {
    expect(['+995 555 12 34 56', '(032) 200-00-00', '555123456'].map(isPhone)).toEqual([true, true, true]);
    expect(['12345678', '+1 234 567 890 123 456', '555 abc 123', ''].map(isPhone)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
