'use server';

import { ClientError } from '@fuel/sdk';
import { platform } from '@/features/cms/platform';
import { routing } from '@/i18n/routing';
import { type ContactErrorKey, type ContactValues, contactSchema } from './schema';

export type ContactResult =
  | { ok: true }
  | { ok: false; fields?: Partial<Record<keyof ContactValues, ContactErrorKey>> };

/** What each field the platform refuses means for the visitor. */
const FIELD_KEYS: Record<string, [keyof ContactValues, ContactErrorKey]> = {
  name: ['name', 'nameRequired'],
  email: ['email', 'emailInvalid'],
  phone: ['phone', 'phoneInvalid'],
  message: ['message', 'messageRequired'],
};

/**
 * Sends the contact form to the platform as the portal project (its public key), so the message
 * reaches the retailer's admins. Checks the input again: the browser's check is only a convenience.
 */
export async function sendContactRequest(values: ContactValues, locale: string): Promise<ContactResult> {
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const fields: Partial<Record<keyof ContactValues, ContactErrorKey>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ContactValues;
      fields[field] ??= issue.message as ContactErrorKey;
    }
    return { ok: false, fields };
  }
  const { name, email, phone, message } = parsed.data;
  try {
    await platform().contact.send({
      name,
      message,
      email: email || undefined,
      phone: phone || undefined,
      locale: (routing.locales as readonly string[]).includes(locale) ? locale : undefined,
    });
    return { ok: true };
  } catch (error) {
    if (ClientError.is(error) && error.code === 'VALIDATION_FAILED' && error.fields.length > 0) {
      const fields: Partial<Record<keyof ContactValues, ContactErrorKey>> = {};
      for (const { path } of error.fields) {
        const known = FIELD_KEYS[path.split('.')[0] ?? ''];
        if (known) fields[known[0]] ??= known[1];
      }
      return { ok: false, fields };
    }
    console.error('Contact request failed', ClientError.is(error) ? error.code : error);
    return { ok: false };
  }
}
