// The API's shapes as the kit hands them out, named once here. Every shape comes from the server's
// zod schemas through `@fuel/server/contract` (types only: nothing here runs); the build flattens
// them into plain declarations (scripts/flatten-dts.mjs), so consumers need neither the server nor zod.
import type * as api from '@fuel/server/contract';

import type { InputOf, Simplify } from './schema-types';

export type {
  Admin,
  AdminSession,
  CmsEntry,
  CmsPage,
  ContentField,
  CustomType,
  Entity,
  EntityPage,
  EntityStatus,
  FileKind,
  Page,
  ProjectStats,
  Provider,
  SampleDocument,
  UploadedFile,
  User,
  UserSession,
} from '@fuel/server/contract';

/** A sign-in provider of the newer kind: the only kind a {@link Project} keeps. */
export type V2Provider = api.Provider & { type: 'v2' };

/**
 * A project as its public or private key sees it (`project()` of the project and private clients): as
 * the server sends it, with its `v2` providers only and without the private key.
 */
export type Project = Simplify<
  Omit<api.Project, 'providers' | 'private_api_key'> & { providers: V2Provider[] }
>;

/** A project as its admins see it: with the private key, which the server always sends them. */
export type AdminProject = Simplify<Project & { private_api_key: string }>;

/** `{ email, password }` of an admin's or an end user's login. */
export type LoginInput = InputOf<typeof api.loginBody>;
export type SignupInput = InputOf<typeof api.signupBody>;
export type UpdateSelfInput = InputOf<typeof api.updateSelfBody>;
/** `{ oldPassword, newPassword }`. */
export type UpdatePasswordInput = InputOf<typeof api.updatePasswordBody>;
export type CreateProjectInput = InputOf<typeof api.createProjectBody>;
export type UpdateProjectInput = InputOf<typeof api.updateProjectBody>;
/** Which key of a project to rotate: the public one (`api_key`) or the private one. */
export type KeyKind = InputOf<typeof api.rotateKeyBody>['kind'];

/** A content model to create: `apiId`, `name`, optional `description`, and its `fields`. */
export type CreateCustomTypeInput = InputOf<typeof api.createCustomTypeBody>;
/** What to change in a content model; `fields`, when given, replaces every field. */
export type UpdateCustomTypeInput = InputOf<typeof api.updateCustomTypeBody>;
/** A field of a content model as sent: `localized`, `required`, `unique`, `multiple` default to false. */
export type ContentFieldInput = InputOf<typeof api.contentField>;
/** An entity to create: its `data` (checked against the model), `status` (default draft), `slug`. */
export type EntityInput = InputOf<typeof api.entityBody>;
/** What to change in an entity: `data` replaces the whole data; `status` and `slug` change when given. */
export type UpdateEntityInput = Partial<EntityInput>;

export type {
  AccrualType,
  AddRequestActionCommentBody,
  Box,
  BoxBody,
  BoxType,
  ConfirmRequestActionBody,
  CreateEmployeeBody,
  CreateIntranetEventBody,
  CreatePublicHolidayBody,
  CreateRequestActionBody,
  Employee,
  HolidayBalance,
  HolidayBalances,
  HolidayCheck,
  HolidayReportRow,
  HolidaySetting,
  HolidaySettings,
  HolidayType,
  IntranetEvent,
  ManagementChart,
  OrgChart,
  OrgChartNode,
  OverlappingRequest,
  PublicHoliday,
  RequestAction,
  RequestActionActor,
  RequestActionComment,
  RequestActionData,
  RequestActionDataInput,
  RequestActionHistoryEntry,
  RequestActionType,
  RequestStatus,
  ReviewRequestActionBody,
  UpdateEmployeeBody,
  UpdateHolidaySettingsBody,
  UpdateIntranetEventBody,
} from '@fuel/server/contract';

/** An item to create: `type`, `title` and `price` (minor units) at least; a draft unless `status` says so. */
export type CreateItemInput = InputOf<typeof api.createItemBody>;
export type UpdateItemInput = InputOf<typeof api.updateItemBody>;
/** `{ lines: [{ itemId, quantity }], note? }`. */
export type CreateOrderInput = InputOf<typeof api.createOrderBody>;
/** `{ status, note? }`: a move along the order transition table. */
export type UpdateOrderInput = InputOf<typeof api.updateOrderBody>;
export type UpdateProfileInput = InputOf<typeof api.updateProfileBody>;
/** A notification an admin sends: `type`, `title` and `body` (`{ en, ka }`), and `userIds` or `allUsers: true`. */
export type NotificationInput = Omit<InputOf<typeof api.createNotificationBody>, 'projectId'>;
/** An in-app notification a back end sends with the private key. */
export type SendInAppInput = InputOf<typeof api.sendInAppBody>;
/** A Web Push a back end sends with the private key. */
export type SendPushInput = InputOf<typeof api.sendPushBody>;
/** `{ to, body }`: one SMS to a phone number. */
export type SendSmsInput = InputOf<typeof api.sendSmsBody>;

/** `{ limit, page }` of the follower and following lists. */
export type FollowListInput = InputOf<typeof api.followListBody>;

export type {
  BlockStatus,
  Item,
  ItemStatus,
  Money,
  Order,
  OrderLine,
  OrderStatus,
  OrderStatusChange,
  ProfileBasic,
  ProfileFull,
} from '@fuel/server/contract';
