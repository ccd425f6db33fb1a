import * as z from 'zod/mini';

/** Keys of `Contact.errors` in the message catalogues: the schema speaks in keys, the form translates. */
export type ContactErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'contactRequired'
  | 'messageRequired'
  | 'messageTooLong';

const key = (value: ContactErrorKey) => value;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The platform's rule (apps/server/src/modules/contact/schemas.ts): an optional +, 9 to 15 digits. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(value) && digits >= 9 && digits <= 15;
}

/**
 * The contact form (spec §5: a valid e-mail, a valid phone, and an e-mail or a number required), as
 * the form checks it in the browser and the server action checks it again. zod/mini keeps the
 * browser's share small.
 */
export const contactSchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: key('nameRequired') }),
        z.maxLength(120, { error: key('nameTooLong') }),
      ),
    email: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || (value.length <= 254 && EMAIL.test(value)), {
        error: key('emailInvalid'),
      }),
    ),
    phone: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isPhone(value), { error: key('phoneInvalid') }),
    ),
    message: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: key('messageRequired') }),
        z.maxLength(5000, { error: key('messageTooLong') }),
      ),
  })
  .check(
    z.refine((values) => values.email !== '' || values.phone !== '', {
      path: ['email'],
      error: key('contactRequired'),
    }),
  );

export type ContactValues = z.input<typeof contactSchema>;
