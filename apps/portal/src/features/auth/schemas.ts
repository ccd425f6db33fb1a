/*
 * One schema per payload, shared by the forms (zodResolver) and the server (next-auth's authorize).
 * zod/mini keeps the browser's share small, and the forms load this module when first validating:
 * the rules themselves are plain functions in rules.ts. Every message is a key of `Validation` in
 * the message files, never English text; forms translate it.
 */
import * as z from 'zod/mini';
import {
  CONTRAGENT_TYPES,
  EMAIL_PATTERN,
  identificationCodeError,
  meetsPasswordRules,
  normalizePhone,
  PHONE_PATTERN,
  RESET_CHANNELS,
  type ValidationKey,
} from './rules';

export * from './rules';

const message = (key: ValidationKey) => ({ error: key });

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

const phone = z.string().check(textRule((value) => PHONE_PATTERN.test(normalizePhone(value)), 'phone'));

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
