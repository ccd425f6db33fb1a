import type { Messages } from 'next-intl';
import * as z from 'zod/mini';

/*
 * One schema per payload, shared by the forms (zodResolver) and the server (next-auth's authorize).
 * zod/mini keeps the browser's share small. Every message is a key of `Validation` in the message
 * files, never English text; forms translate it.
 */

export type ValidationKey = keyof Messages['Validation'];

const message = (key: ValidationKey) => ({ error: key });

/** zod's own e-mail pattern; sign-in-check.ts holds a copy (a test checks), so browser and server agree. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** One message per field, the first rule broken: required, then the format. */
function textRule(valid: (value: string) => boolean, format: ValidationKey) {
  return z.superRefine<string>((value, context) => {
    const problem: ValidationKey | undefined =
      value.trim() === '' ? 'required' : valid(value) ? undefined : format;
    if (problem) context.issues.push({ code: 'custom', message: problem, input: value, continue: true });
  });
}

const email = z.string().check(
  z.trim(),
  textRule((value) => EMAIL_PATTERN.test(value), 'email'),
);

/** A mobile number: 9 to 15 digits, optionally starting with +, spaces and dashes allowed. */
export const PHONE_PATTERN = /^\+?[0-9]{9,15}$/;
export function normalizePhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}
const phone = z.string().check(textRule((value) => PHONE_PATTERN.test(normalizePhone(value)), 'phone'));

/** Spec section 5: 8+ characters with an upper-case and a lower-case letter, a number and a special character. */
export const PASSWORD_RULES = [/.{8,}/, /\p{Lu}/u, /\p{Ll}/u, /\p{N}/u, /[^\p{L}\p{N}\s]/u] as const;
export function meetsPasswordRules(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(value));
}
export const password = z
  .string()
  .check(z.minLength(1, message('required')), z.refine(meetsPasswordRules, message('password')));

/** The SMS or e-mail code: 6 digits. */
const code = z
  .string()
  .check(z.trim(), z.minLength(1, message('required')), z.regex(/^[0-9]{6}$/, message('code')));

const name = z
  .string()
  .check(z.trim(), z.minLength(1, message('required')), z.maxLength(34, message('nameTooLong')));

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, message('required'))),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const CONTRAGENT_TYPES = ['ORGANIZATION', 'PHYSICALPERSON'] as const;
export type ContragentType = (typeof CONTRAGENT_TYPES)[number];

/** Identification code digits per contragent type: a company's 9, a person's personal ID 11. */
export const IDENTIFICATION_CODE_LENGTH = { ORGANIZATION: 9, PHYSICALPERSON: 11 } as const;

export function identificationCodeError(type: ContragentType, value: string): ValidationKey | undefined {
  if (value.trim() === '') return 'required';
  const pattern = new RegExp(`^[0-9]{${IDENTIFICATION_CODE_LENGTH[type]}}$`);
  return pattern.test(value.trim()) ? undefined : `identificationCode${type}`;
}

/** Both fields of a new password: the rules, and a confirmation that matches. */
function confirmed<T extends { password: string; confirmPassword: string }>() {
  return z.refine<T>((values) => values.password === values.confirmPassword, {
    error: 'passwordMismatch' satisfies ValidationKey,
    path: ['confirmPassword'],
  });
}

export const signUpSchema = z
  .object({
    contragentType: z.enum(CONTRAGENT_TYPES),
    identificationCode: z.string().check(z.trim()),
    companyName: z.string(),
    firstName: name,
    lastName: name,
    email,
    phone,
    code,
    password,
    confirmPassword: z.string().check(z.minLength(1, message('required'))),
  })
  .check(
    z.superRefine((values, context) => {
      const problem = identificationCodeError(values.contragentType, values.identificationCode);
      if (problem) {
        context.issues.push({
          code: 'custom',
          message: problem,
          input: values,
          path: ['identificationCode'],
        });
      }
    }),
    confirmed(),
  );
export type SignUpValues = z.infer<typeof signUpSchema>;

export const RESET_CHANNELS = ['phone', 'email'] as const;
export type ResetChannel = (typeof RESET_CHANNELS)[number];

export const resetRequestSchema = z
  .object({ channel: z.enum(RESET_CHANNELS), destination: z.string().check(z.trim()) })
  .check(
    z.superRefine((values, context) => {
      const problem: ValidationKey | undefined =
        values.destination === ''
          ? 'required'
          : values.channel === 'email'
            ? EMAIL_PATTERN.test(values.destination)
              ? undefined
              : 'email'
            : PHONE_PATTERN.test(normalizePhone(values.destination))
              ? undefined
              : 'phone';
      if (problem)
        context.issues.push({ code: 'custom', message: problem, input: values, path: ['destination'] });
    }),
  );
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;

export const resetCompleteSchema = z
  .object({
    code,
    password,
    confirmPassword: z.string().check(z.minLength(1, message('required'))),
  })
  .check(confirmed());
export type ResetCompleteValues = z.infer<typeof resetCompleteSchema>;
