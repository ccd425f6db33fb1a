// The fleet calls' shapes, from the server's zod schemas (types only, as in ../types.ts).
import type * as api from '@fuel/server/contract';

/** What a caller sends for a request schema: its input, before the server's transforms (see ../types.ts). */
type InputOf<
  S extends { readonly '~standard': { readonly types?: { readonly input: unknown } | undefined } },
> = NonNullable<S['~standard']['types']>['input'];

export type {
  FleetCompany,
  FleetContragentType,
  FleetMe,
  FleetMembership,
  FleetPagePermissions,
  FleetPasswordResetSent,
  FleetRegistryEntry,
  FleetSession,
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
