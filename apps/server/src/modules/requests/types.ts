/** The request-action data types (spec section 3): `change file` and the appliance actions in snake_case. */
export const applianceActionTypes = [
  'buy',
  'rent',
  'sell',
  'rent_out',
  'exchange',
  'waiting_list',
  'request_invoice',
  'redirect_friend',
  'replace_apartment',
] as const;
export const requestActionTypes = [
  'visit',
  'change_file',
  'vacation',
  'training',
  ...applianceActionTypes,
] as const;
export type RequestActionType = (typeof requestActionTypes)[number];

export const requestStatuses = [
  'pending',
  'confirmed',
  'rejected',
  'reviewed',
  'user_accepted',
  'user_rejected',
] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Statuses that still wait for a decision: a vacation in one of them counts as pending days. */
export const openStatuses = [
  'pending',
  'reviewed',
  'user_accepted',
  'user_rejected',
] as const satisfies readonly RequestStatus[];

export const historyActions = [
  'created',
  'updated',
  'commented',
  'reviewed',
  'confirmed',
  'rejected',
  'accepted',
  'declined',
] as const;
export type HistoryAction = (typeof historyActions)[number];

export const actorKinds = ['admin', 'user'] as const;
export type ActorKind = (typeof actorKinds)[number];
