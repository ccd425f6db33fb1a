import { z } from 'zod';

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
 * the form checks it in the browser and the server action checks it again.
 */
export const contactSchema = z
  .object({
    name: z.string().trim().min(1, key('nameRequired')).max(120, key('nameTooLong')),
    email: z
      .string()
      .trim()
      .max(254, key('emailInvalid'))
      .refine((value) => value === '' || EMAIL.test(value), key('emailInvalid')),
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || isPhone(value), key('phoneInvalid')),
    message: z.string().trim().min(1, key('messageRequired')).max(5000, key('messageTooLong')),
  })
  .refine((values) => values.email !== '' || values.phone !== '', {
    path: ['email'],
    message: key('contactRequired'),
  });

export type ContactValues = z.input<typeof contactSchema>;
