import { ClientError } from '@fuel/sdk';
import type { Messages } from 'next-intl';

export type ErrorKey = keyof Messages['Errors'];

const KNOWN: readonly ErrorKey[] = [
  'IC_NOT_FOUND',
  'SMS_NOT_SENT',
  'EMAIL_NOT_SENT',
  'CONTRAGENT_EXISTS',
  'INVALID_CODE',
  'RATE_LIMITED',
  'VALIDATION_FAILED',
];

/**
 * The catalogue message (a key of `Errors`) for a failed kit call: the server's stable code when the
 * portal knows it, NETWORK when no answer came, else Default. A raw server message is never shown.
 */
export function errorKey(error: unknown): ErrorKey {
  if (!ClientError.is(error)) return 'Default';
  if (error.isNetworkError || error.isTimeout) return 'NETWORK';
  return (KNOWN as readonly string[]).includes(error.code) ? (error.code as ErrorKey) : 'Default';
}

/** The fields a refusal names (`CONTRAGENT_EXISTS` names identificationCode, email or phone). */
export function errorFields(error: unknown): { path: string; rule: string }[] {
  if (!ClientError.is(error)) return [];
  return error.fields.map((field) => ({ path: field.path, rule: field.rule }));
}
