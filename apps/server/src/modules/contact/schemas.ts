import { z } from 'zod';
import { email, page, pagination, timestamp, uuid } from '../../core/schemas';

/** A phone number as people write it: an optional +, then 9 to 15 digits with spaces, dashes or brackets. */
export const contactPhone = z
  .string()
  .trim()
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return /^\+?[\d\s()-]+$/.test(value) && digits >= 9 && digits <= 15;
  }, 'Expected a phone number of 9 to 15 digits, such as +995 555 123 456');

export const contactRequestBody = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: email.optional(),
    phone: contactPhone.optional(),
    message: z.string().trim().min(1).max(5000),
    locale: z
      .string()
      .regex(/^[a-z]{2}$/, 'Expected a language code such as en or ka')
      .optional(),
  })
  .strict()
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    path: ['email'],
    message: 'Give an e-mail address or a phone number',
  })
  .meta({ id: 'ContactRequestBody' });

export const contactRequest = z
  .object({
    id: uuid,
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string(),
    locale: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'ContactRequest' });

export const contactRequestPage = page(contactRequest).meta({ id: 'ContactRequestPage' });
export const contactRequestListQuery = pagination;

export type ContactRequestInput = z.input<typeof contactRequestBody>;
export type ContactRequestBody = z.infer<typeof contactRequestBody>;
export type ContactRequest = z.infer<typeof contactRequest>;
export type ContactRequestPage = z.infer<typeof contactRequestPage>;
