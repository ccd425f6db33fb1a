import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import {
  meetsPasswordRules,
  resetCompleteSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from './schemas';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const validSignUp = {
  contragentType: 'ORGANIZATION' as const,
  identificationCode: '204566978',
  companyName: 'Demo LLC',
  firstName: 'Nino',
  lastName: 'Beridze',
  email: 'nino@example.ge',
  phone: '+995 555 12 34 56',
  code: '123456',
  password: 'Strong!pass1',
  confirmPassword: 'Strong!pass1',
};

describe('password rules (spec section 5)', () => {
  it.each(['Strong!pass1', 'ÜberStark#9x'])('accepts %s', (value) => {
    expect(meetsPasswordRules(value)).toBe(true);
  });

  it.each(['Sh0rt!a', 'alllower!1', 'ALLUPPER!1', 'NoDigits!here', 'NoSpecial123'])('refuses %s', (value) => {
    expect(meetsPasswordRules(value)).toBe(false);
  });
});

describe('signInSchema', () => {
  it('needs a valid e-mail and a password', () => {
    expect(messages(signInSchema.safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'email',
      password: 'required',
    });
    expect(signInSchema.safeParse({ email: ' manager@demo.ge ', password: 'x' }).data?.email).toBe(
      'manager@demo.ge',
    );
  });
});

describe('signUpSchema', () => {
  it('accepts a complete registration', () => {
    expect(signUpSchema.safeParse(validSignUp).success).toBe(true);
  });

  it('wants 9 digits for an organization and exactly 11 for a physical person', () => {
    expect(messages(signUpSchema.safeParse({ ...validSignUp, identificationCode: '12345678901' }))).toEqual({
      identificationCode: 'identificationCodeORGANIZATION',
    });
    const person = { ...validSignUp, contragentType: 'PHYSICALPERSON' as const };
    expect(signUpSchema.safeParse({ ...person, identificationCode: '01001011234' }).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ ...person, identificationCode: '0100101123' }))).toEqual({
      identificationCode: 'identificationCodePHYSICALPERSON',
    });
  });

  it('reports the contact, code and password problems by message key', () => {
    const result = signUpSchema.safeParse({
      ...validSignUp,
      email: 'not-an-email',
      phone: '12',
      code: '12a',
      password: 'weak',
      confirmPassword: 'other',
    });
    expect(messages(result)).toEqual({
      email: 'email',
      phone: 'phone',
      code: 'code',
      password: 'password',
      confirmPassword: 'passwordMismatch',
    });
  });

  it('uses only message keys that exist in the catalogue', () => {
    const keys = Object.keys(en.Validation);
    const result = signUpSchema.safeParse({
      ...validSignUp,
      firstName: '',
      lastName: 'x'.repeat(40),
      email: '',
    });
    for (const message of Object.values(messages(result))) expect(keys).toContain(message);
  });
});

describe('password reset schemas', () => {
  it('check the destination against the channel', () => {
    expect(resetRequestSchema.safeParse({ channel: 'email', destination: 'a@b.ge' }).success).toBe(true);
    expect(
      messages(resetRequestSchema.safeParse({ channel: 'email', destination: '+995555123456' })),
    ).toEqual({
      destination: 'email',
    });
    expect(resetRequestSchema.safeParse({ channel: 'phone', destination: '+995555123456' }).success).toBe(
      true,
    );
    expect(messages(resetRequestSchema.safeParse({ channel: 'phone', destination: '' }))).toEqual({
      destination: 'required',
    });
  });

  it('wants the confirmation to match', () => {
    expect(
      messages(
        resetCompleteSchema.safeParse({ code: '123456', password: 'Strong!pass1', confirmPassword: 'x' }),
      ),
    ).toEqual({ confirmPassword: 'passwordMismatch' });
  });
});
