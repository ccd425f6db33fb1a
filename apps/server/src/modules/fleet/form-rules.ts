import { z } from 'zod';
import { passwordProblems } from './passwords';
import type { FleetValidationKey } from './validation-keys';

// The pieces of the fleet module's payload schemas that the portal's forms share with the server
// (through `@fuel/sdk/fleet-rules`). Every message is a key of the portal's `FleetValidation`
// messages, never English text: the portal translates it; the server's 400 names the field and rule.
// Zod only: the kit bundles this file for the browser.

const key = (message: FleetValidationKey) => ({ error: message });
const required = { error: 'required' satisfies FleetValidationKey, abort: true };

/** Spec §5: "some fields under 35 characters". */
export const NAME_MAX_LENGTH = 34;

/** Text that must be filled in, trimmed, under `max` characters. */
export function requiredText(max = NAME_MAX_LENGTH) {
  return z.string(key('required')).trim().min(1, required).max(max, key('tooLong'));
}

/** A name or surname (spec §5: required, under 35 characters). */
export const personName = requiredText();

/** Spec §5: "Personal number: exactly 11 characters". */
export const personalNumber = z
  .string(key('required'))
  .trim()
  .min(1, required)
  .length(11, key('personalNumber'))
  .describe('Exactly 11 characters, unique in the company');

/** An e-mail address, stored in lower case. */
export const emailAddress = z
  .string(key('required'))
  .trim()
  .min(1, required)
  .max(254, key('tooLong'))
  .regex(z.regexes.email, key('email'))
  .transform((value) => value.toLowerCase());

/** A Georgian mobile number as the sign-up takes it: 9 digits starting with 5, 995 or +995 in front allowed. */
export const GEORGIAN_MOBILE = /^(?:\+?995)?(5\d{8})$/;
export const mobile = z
  .string(key('required'))
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().min(1, required).regex(GEORGIAN_MOBILE, key('mobile')))
  .transform((value) => `+995${GEORGIAN_MOBILE.exec(value)![1]}`)
  .describe(
    'Georgian mobile: 5 followed by 8 digits, with or without 995 in front; stored as +995 and those 9 digits',
  );

/**
 * A new password by the portal's rules (spec §5): one issue per broken rule, each with the message
 * `password` and the rule's name (`min_length`, `uppercase`, `lowercase`, `digit`, `special`).
 */
export const newPassword = z
  .string(key('required'))
  .max(128, key('tooLong'))
  .superRefine((value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: 'required', params: { rule: 'required' } });
      return;
    }
    for (const problem of passwordProblems(value, '')) {
      context.addIssue({ code: 'custom', message: 'password', params: { rule: problem.rule } });
    }
  })
  .describe('8+ characters with an upper-case and a lower-case letter, a digit and a special character');

/** Refines `{ newPassword, confirmPassword, currentPassword? }`: the confirmation matches, the password is new. */
export function newPasswordChecks(
  values: { newPassword: string; confirmPassword: string; currentPassword?: string },
  context: z.RefinementCtx,
) {
  if (values.confirmPassword !== values.newPassword) {
    context.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: 'passwordMismatch',
      params: { rule: 'matches_new_password' },
    });
  }
  if (values.currentPassword && values.newPassword === values.currentPassword) {
    context.addIssue({
      code: 'custom',
      path: ['newPassword'],
      message: 'passwordReuse',
      params: { rule: 'differs_from_current' },
    });
  }
}
