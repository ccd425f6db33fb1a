import type { Messages } from 'next-intl';

/*
 * The auth forms' rules as plain functions, free of zod: schemas.ts builds the schemas from them
 * (the server parses with those), and the forms' first load uses them without loading zod.
 */

export type ValidationKey = keyof Messages['Validation'];

/** zod's own e-mail pattern, so a browser check and the schemas agree. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A mobile number: 9 to 15 digits, optionally starting with +, spaces and dashes allowed. */
export const PHONE_PATTERN = /^\+?[0-9]{9,15}$/;
export function normalizePhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}

/** Spec section 5: 8+ characters with an upper-case and a lower-case letter, a number and a special character. */
export const PASSWORD_RULES = [/.{8,}/, /\p{Lu}/u, /\p{Ll}/u, /\p{N}/u, /[^\p{L}\p{N}\s]/u] as const;
export function meetsPasswordRules(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(value));
}

export const CONTRAGENT_TYPES = ['ORGANIZATION', 'PHYSICALPERSON'] as const;
export type ContragentType = (typeof CONTRAGENT_TYPES)[number];

/** Identification code digits per contragent type: a company's 9, a person's personal ID 11. */
export const IDENTIFICATION_CODE_LENGTH = { ORGANIZATION: 9, PHYSICALPERSON: 11 } as const;

export function identificationCodeError(type: ContragentType, value: string): ValidationKey | undefined {
  if (value.trim() === '') return 'required';
  const pattern = new RegExp(`^[0-9]{${IDENTIFICATION_CODE_LENGTH[type]}}$`);
  return pattern.test(value.trim()) ? undefined : `identificationCode${type}`;
}

export const RESET_CHANNELS = ['phone', 'email'] as const;
export type ResetChannel = (typeof RESET_CHANNELS)[number];
