import { z } from 'zod';
import { email, timestamp, uuid } from '../../core/schemas';
import { phone, user } from '../auth/schemas';
import { COMPANY_ROLES, CONTRAGENT_TYPES, MEMBER_STATUSES, PAGE_ACCESS, PORTAL_PAGES } from './permissions';

export const fleetContragentType = z.enum(CONTRAGENT_TYPES).meta({ id: 'ContragentType' });

/**
 * A phone number; a Georgian one is stored as `+995` and nine digits, so that `555123456`,
 * `995555123456` and `+995555123456` are one number.
 */
export const fleetPhone = phone
  .transform((value) => value.replace(/^\+?995(?=\d{9}$)/, '').replace(/^(\d{9})$/, '+995$1'))
  .describe(
    'Phone number; Georgian numbers (9 digits, with or without 995 in front) become +995 followed by the 9 digits',
  );

const identification = {
  contragentType: fleetContragentType,
  identificationCode: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Digits only')
    .describe('9 digits for an ORGANIZATION, the 11-digit personal number for a PHYSICALPERSON'),
};

/** 9 digits for an organization, 11 for a person (the spec's personal ID). */
function codeLength(value: { contragentType: string; identificationCode: string }, context: z.RefinementCtx) {
  const length = value.contragentType === 'ORGANIZATION' ? 9 : 11;
  if (/^\d+$/.test(value.identificationCode) && value.identificationCode.length !== length) {
    context.addIssue({
      code: 'custom',
      path: ['identificationCode'],
      message: `Expected ${length} digits for ${value.contragentType}`,
    });
  }
}

export const fleetRegistryLookupBody = z
  .object(identification)
  .superRefine(codeLength)
  .meta({ id: 'FleetRegistryLookupBody' });

export const fleetRegistryEntry = z
  .object({ contragentType: fleetContragentType, identificationCode: z.string(), companyName: z.string() })
  .meta({ id: 'FleetRegistryEntry' });

export const fleetSignupCodeBody = z.object({ phone: fleetPhone }).meta({ id: 'FleetSignupCodeBody' });

export const fleetVerificationSent = z
  .object({
    verificationId: uuid,
    expiresAt: timestamp,
    resendAfterSeconds: z.number().int().describe('When the next code may be asked for'),
  })
  .meta({ id: 'FleetVerificationSent' });

/** Checked by the service against the portal's rules, so that each broken rule is named (see passwords.ts). */
const newPassword = z
  .string()
  .max(128)
  .describe('8+ characters with an upper-case and a lower-case letter, a digit and a special character');

export const fleetSignupBody = z
  .object({
    ...identification,
    email,
    phone: fleetPhone,
    password: newPassword,
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    verificationId: uuid,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Expected the 6-digit code'),
  })
  .superRefine(codeLength)
  .meta({ id: 'FleetSignupBody' });

export const fleetPasswordResetCodeBody = z
  .discriminatedUnion('channel', [
    z.object({ channel: z.literal('phone'), destination: fleetPhone }),
    z.object({ channel: z.literal('email'), destination: email }),
  ])
  .meta({ id: 'FleetPasswordResetCodeBody' });

export const fleetPasswordResetSent = z
  .object({ verificationId: uuid, expiresAt: timestamp })
  .meta({ id: 'FleetPasswordResetSent' });

export const fleetPasswordResetBody = z
  .object({
    verificationId: uuid,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Expected the 6-digit code'),
    newPassword,
  })
  .meta({ id: 'FleetPasswordResetBody' });

export const fleetCompany = z
  .object({
    id: uuid,
    contragentType: fleetContragentType,
    identificationCode: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    status: z.enum(['active', 'blocked']),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'FleetCompany' });

const access = z.enum(PAGE_ACCESS);
/** The pages available to a user (VIEW reads, EDIT writes); a page left out is not available. */
export const fleetPagePermissions = z
  .strictObject(
    Object.fromEntries(PORTAL_PAGES.map((page) => [page, access.optional()])) as Record<
      (typeof PORTAL_PAGES)[number],
      z.ZodOptional<typeof access>
    >,
  )
  .meta({ id: 'FleetPagePermissions' });

export const fleetMembership = z
  .object({
    id: uuid,
    companyId: uuid,
    userId: uuid,
    role: z.enum(COMPANY_ROLES),
    status: z.enum(MEMBER_STATUSES),
    personalNumber: z.string().nullable(),
    permissions: fleetPagePermissions,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'FleetMembership' });

export const fleetMe = z
  .object({ user, company: fleetCompany, membership: fleetMembership })
  .meta({ id: 'FleetMe' });

export const fleetSession = z
  .object({
    sessionId: z.string(),
    expiresAt: timestamp,
    user,
    company: fleetCompany,
    membership: fleetMembership,
  })
  .meta({ id: 'FleetSession' });

export type FleetContragentType = z.infer<typeof fleetContragentType>;
export type FleetRegistryLookupBody = z.infer<typeof fleetRegistryLookupBody>;
export type FleetRegistryEntry = z.infer<typeof fleetRegistryEntry>;
export type FleetSignupCodeBody = z.infer<typeof fleetSignupCodeBody>;
export type FleetVerificationSent = z.infer<typeof fleetVerificationSent>;
export type FleetSignupBody = z.infer<typeof fleetSignupBody>;
export type FleetPasswordResetCodeBody = z.infer<typeof fleetPasswordResetCodeBody>;
export type FleetPasswordResetSent = z.infer<typeof fleetPasswordResetSent>;
export type FleetPasswordResetBody = z.infer<typeof fleetPasswordResetBody>;
export type FleetCompany = z.infer<typeof fleetCompany>;
export type FleetPagePermissions = z.infer<typeof fleetPagePermissions>;
export type FleetMembership = z.infer<typeof fleetMembership>;
export type FleetMe = z.infer<typeof fleetMe>;
export type FleetSession = z.infer<typeof fleetSession>;
