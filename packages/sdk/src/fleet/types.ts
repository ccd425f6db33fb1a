// The fleet calls' shapes, from the server's zod schemas (types only, as in ../types.ts).
import type * as api from '@fuel/server/contract';

/** What a caller sends for a request schema: its input, before the server's transforms (see ../types.ts). */
type InputOf<
  S extends { readonly '~standard': { readonly types?: { readonly input: unknown } | undefined } },
> = NonNullable<S['~standard']['types']>['input'];

export type {
  FleetCompany,
  FleetContragentType,
  FleetHome,
  FleetMe,
  FleetMembership,
  FleetNotificationPreferences,
  FleetPagePermissions,
  FleetPasswordResetSent,
  FleetRegistryEntry,
  FleetSession,
  FleetSettings,
  FleetUser,
  FleetUserCreated,
  FleetUserPage,
  FleetUserPermissions,
  FleetVerificationSent,
} from '@fuel/server/contract';

/** `{ contragentType, identificationCode }`. */
export type FleetRegistryLookupInput = InputOf<typeof api.fleetRegistryLookupBody>;
/** `{ phone }`. */
export type FleetSignupCodeInput = InputOf<typeof api.fleetSignupCodeBody>;
export type FleetSignupInput = InputOf<typeof api.fleetSignupBody>;
/** `{ channel: 'phone' | 'email', destination }`. */
export type FleetPasswordResetCodeInput = InputOf<typeof api.fleetPasswordResetCodeBody>;
/** `{ verificationId, code, newPassword }`. */
export type FleetPasswordResetInput = InputOf<typeof api.fleetPasswordResetBody>;

/** Add a user: name, surname, personal number, mobile, e-mail, available pages; `inviteBy` e-mail or SMS. */
export type FleetUserCreateInput = InputOf<typeof api.fleetUserCreateBody>;
export type FleetUserUpdateInput = InputOf<typeof api.fleetUserUpdateBody>;
export type FleetUserStatus = api.FleetUser['status'];
/** The users list's search, filters (comma-joined on the wire), sort and page. */
export type FleetUserListInput = {
  q?: string;
  role?: api.FleetUser['role'][];
  status?: FleetUserStatus[];
  sort?: 'name' | 'personalNumber' | 'email' | 'phone' | 'role' | 'status' | 'createdAt';
  order?: 'asc' | 'desc';
  page?: number;
  limit?: number;
};
export type FleetProfileInput = InputOf<typeof api.fleetProfileBody>;
export type FleetPasswordChangeInput = InputOf<typeof api.fleetPasswordChangeBody>;
export type FleetPreferencesInput = InputOf<typeof api.fleetPreferencesBody>;
export type FleetFuelProduct = api.FleetHome['balance']['product'];
