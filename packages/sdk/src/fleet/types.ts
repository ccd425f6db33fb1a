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
  FleetHomeCards,
  FleetHomeConsumption,
  FleetHomeDeclines,
  FleetHomeMonth,
  FleetHomeOrders,
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
  HomeOrderAction as FleetHomeOrderAction,
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

// Vehicles, groups and the changes log (page `vehicles`).
export type {
  FleetChange,
  FleetChangeActor,
  FleetChangeActorPage,
  FleetChangePage,
  FleetFuelProduct,
  FleetGroup,
  FleetGroupPage,
  FleetGroupRef,
  FleetGroupVehiclesAdded,
  FleetRecordStatus,
  FleetRegistrationType,
  FleetVehicle,
  FleetVehicleExport,
  FleetVehicleImported,
  FleetVehiclePage,
  FleetVehicleSort,
} from '@fuel/server/contract';

/** A vehicle as the add and edit forms send it (the registration number is normalized by the server). */
export type FleetVehicleInput = InputOf<typeof api.fleetVehicleBody>;
/** `{ query?, groupId? (or 'none'), status?, fuelType?, sort?, order?, page?, limit? }`. */
export type FleetVehicleListInput = InputOf<typeof api.fleetVehicleListQuery>;
/** The list's filters, for the export. */
export type FleetVehicleExportInput = InputOf<typeof api.fleetVehicleExportQuery>;
/** `{ name }`. */
export type FleetGroupInput = InputOf<typeof api.fleetGroupBody>;
export type FleetGroupListInput = InputOf<typeof api.fleetGroupListQuery>;
/** `{ vehicleIds, move? }`. */
export type FleetGroupAddVehiclesInput = InputOf<typeof api.fleetGroupAddVehiclesBody>;
/** `{ vehicleId?, userId?, entity?, from?, to? (YYYY-MM-DD, Asia/Tbilisi), order?, page?, limit? }`. */
export type FleetChangeListInput = InputOf<typeof api.fleetChangeListQuery>;
