import { z } from 'zod';
import { page, pagination, timestamp, uuid } from '../../../core/schemas';
import { commaList } from '../../commerce/shared';
import { emailAddress, mobile, personalNumber, personName } from '../form-rules';
import { COMPANY_ROLES, MEMBER_STATUSES } from '../permissions';
import { fleetPagePermissions } from '../schemas';

// The company's users (the users page and edit-user). The form schemas here are the portal's too
// (`@fuel/sdk/fleet-rules`): their messages are keys of the portal's `FleetValidation` messages.

/** 'Available pages': VIEW or EDIT per page; a page left out is not available to the user. */
export const fleetUserPermissions = fleetPagePermissions;

/** A user's own details, as the edit-user form and the settings profile take them. */
export const fleetUserProfile = {
  firstName: personName,
  lastName: personName,
  phone: mobile,
  email: emailAddress,
};

/** How a new user is told to set their password: by e-mail (the default) or SMS. */
export const FLEET_INVITE_CHANNELS = ['email', 'sms'] as const;

/** Add a user (edit-user without an id). Every added user is an ADMIN: the company has one SUPER_ADMIN. */
export const fleetUserCreateBody = z
  .object({
    ...fleetUserProfile,
    personalNumber,
    role: z.enum(['ADMIN']).default('ADMIN'),
    permissions: fleetUserPermissions,
    inviteBy: z.enum(FLEET_INVITE_CHANNELS).default('email'),
  })
  .meta({ id: 'FleetUserCreateBody' });

/** Edit a user's details (edit-user with an id). */
export const fleetUserUpdateBody = z
  .object({ ...fleetUserProfile, personalNumber })
  .meta({ id: 'FleetUserUpdateBody' });

/** Change what a user may see and change (the main admin only). */
export const fleetUserPermissionsBody = z
  .object({ permissions: fleetUserPermissions })
  .meta({ id: 'FleetUserPermissionsBody' });

/** Activate, deactivate or block a user (the main admin only). */
export const fleetUserStatusBody = z
  .object({ status: z.enum(MEMBER_STATUSES) })
  .meta({ id: 'FleetUserStatusBody' });

export const FLEET_USER_SORTS = [
  'name',
  'personalNumber',
  'email',
  'phone',
  'role',
  'status',
  'createdAt',
] as const;

export const fleetUserListQuery = pagination.extend({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Part of the name, personal number, mobile or e-mail (case-insensitive)'),
  role: commaList(z.enum(COMPANY_ROLES), 'Only these roles'),
  status: commaList(z.enum(MEMBER_STATUSES), 'Only these statuses'),
  sort: z.enum(FLEET_USER_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const fleetUser = z
  .object({
    id: uuid.describe('The membership id: the user as this company knows them'),
    userId: uuid,
    firstName: z.string(),
    lastName: z.string(),
    personalNumber: z.string().nullable(),
    phone: z.string(),
    email: z.string(),
    role: z.enum(COMPANY_ROLES),
    status: z.enum(MEMBER_STATUSES),
    permissions: fleetUserPermissions,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'FleetUser' });

export const fleetUserPage = page(fleetUser).meta({ id: 'FleetUserPage' });

export const fleetUserCreated = z
  .object({
    user: fleetUser,
    invitation: z
      .object({
        channel: z.enum(FLEET_INVITE_CHANNELS),
        sent: z
          .boolean()
          .describe('False when the channel refused it: the user can still reset the password'),
      })
      .describe('The message telling the new user to set a password (through the password reset)'),
  })
  .meta({ id: 'FleetUserCreated' });

export type FleetUserPermissions = z.infer<typeof fleetUserPermissions>;
export type FleetUserCreateBody = z.infer<typeof fleetUserCreateBody>;
export type FleetUserUpdateBody = z.infer<typeof fleetUserUpdateBody>;
export type FleetUserPermissionsBody = z.infer<typeof fleetUserPermissionsBody>;
export type FleetUserStatusBody = z.infer<typeof fleetUserStatusBody>;
export type FleetUserListQuery = z.infer<typeof fleetUserListQuery>;
export type FleetUser = z.infer<typeof fleetUser>;
export type FleetUserPage = z.infer<typeof fleetUserPage>;
export type FleetUserCreated = z.infer<typeof fleetUserCreated>;
