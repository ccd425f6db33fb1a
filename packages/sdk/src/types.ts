// The API's shapes as the kit hands them out, named once here. Every shape comes from the server's
// zod schemas through `@fuel/server/contract` (types only: nothing here runs); the build flattens
// them into plain declarations (scripts/flatten-dts.mjs), so consumers need neither the server nor zod.
import type * as api from '@fuel/server/contract';

/** A schema that tells its input type the Standard Schema way (zod does), without naming zod. */
interface StandardSchema {
  readonly '~standard': { readonly types?: { readonly input: unknown } | undefined };
}

/** What a caller sends for a request schema: its input, before the server's defaults and transforms. */
type InputOf<S extends StandardSchema> = NonNullable<S['~standard']['types']>['input'];

/** `T` as one object type, so that editors and the declarations show its fields, not `Omit<...> & ...`. */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

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

/** A project as the kit returns it: as the server sends it, but with its `v2` providers only. */
export type Project = Simplify<Omit<api.Project, 'providers'> & { providers: V2Provider[] }>;

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
/** `?limit=&page=&status=` of an entity list (limit 20 by default, at most 200; pages from 1). */
export type EntityListQuery = Partial<api.EntityListQuery>;
/** `?limit=&page=&lang=` of a CMS list; `lang` flattens localized fields to that language. */
export type CmsListQuery = Partial<api.CmsListQuery>;

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
  HolidayBalanceQuery,
  HolidayBalances,
  HolidayCheck,
  HolidayCheckQuery,
  HolidayReportRow,
  HolidaySetting,
  HolidaySettings,
  HolidayType,
  IntranetEvent,
  ListBoxesQuery,
  ListEmployeesQuery,
  ListEventsQuery,
  ListRequestActionsQuery,
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
/** The filters of the project's item search (a JSON body): lists as arrays. */
export type ItemSearchInput = InputOf<typeof api.itemSearchBody>;
/** `{ lines: [{ itemId, quantity }], note? }`. */
export type CreateOrderInput = InputOf<typeof api.createOrderBody>;
/** `{ status, note? }`: a move along the order transition table. */
export type UpdateOrderInput = InputOf<typeof api.updateOrderBody>;
export type OrderSearchInput = InputOf<typeof api.orderSearchBody>;
export type UpdateProfileInput = InputOf<typeof api.updateProfileBody>;
export type ProfileSearchInput = InputOf<typeof api.profileSearchBody>;
/** `{ limit, page }` of the follower and following lists. */
export type FollowListInput = InputOf<typeof api.followListBody>;

export type {
  AdminItemSearchFilters,
  AdminOrderSearchFilters,
  AdminProfileSearchFilters,
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
