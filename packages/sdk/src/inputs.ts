// What callers pass to the kit's methods besides bodies: query filters, paging and the language to
// read in, typed as the caller writes them (numbers, booleans, arrays) from the server's schemas.
import type * as api from '@fuel/server/contract';
import type { InputOf, QueryOf, Simplify } from './schema-types';

/** `{ limit, page }`: limit 20 by default, at most 200; pages count from 1. */
export type Paging = QueryOf<typeof api.contactRequestListQuery>;

/** `{ lang }`: localized texts of the answer come back as that language's string (see {@link InLanguage}). */
export type LanguageQuery = QueryOf<typeof api.cmsEntryQuery>;

/** A CMS list: `limit`, `page`, `lang`. */
export type CmsListQuery = QueryOf<typeof api.cmsListQuery>;
/** An entity list: `limit`, `page`, `status` (`draft` or `published`). */
export type EntityListQuery = QueryOf<typeof api.entityListQuery>;
/** `{ force }`: deleting a content model deletes its entities too. */
export type DeleteCustomTypeQuery = QueryOf<typeof api.deleteCustomTypeQuery>;

/**
 * The item search of every client: the project client and the end user search active items (a JSON
 * body), an admin's project scope adds `statusIn` (a query string, lists comma-joined).
 */
export type ItemSearch = Simplify<InputOf<typeof api.itemSearchBody> & LanguageQuery>;
/** {@link ItemSearch} plus `statusIn`: an admin sees items of every status. */
export type AdminItemSearch = QueryOf<typeof api.adminItemSearchQuery>;
/** An end user's search of their own orders: `statusIn`, `sort`, `order`, paging, `lang`. */
export type OrderSearch = Simplify<InputOf<typeof api.orderSearchBody> & LanguageQuery>;
/** An admin's order search: {@link OrderSearch} plus the buyers (`inUserIds`, `notInUserIds`). */
export type AdminOrderSearch = QueryOf<typeof api.adminOrderSearchQuery>;
/** An end user's profile search (those they block are left out). */
export type ProfileSearch = InputOf<typeof api.profileSearchBody>;
/** An admin's profile search: the same filters. */
export type AdminProfileSearch = QueryOf<typeof api.adminProfileSearchQuery>;

/** An end user's notifications: `limit`, `page`, `lang`, `type`, `unseen` (true: only those not seen). */
export type ListNotificationsQuery = QueryOf<typeof api.listNotificationsQuery>;
/** The SMS outbox of an admin's project: paging and `to`. */
export type SmsOutboxQuery = Omit<QueryOf<typeof api.smsOutboxQuery>, 'projectId'>;

/** An end user's request list: `status` and `type` (arrays), `scope` (`own` or `team`), paging. */
export type ListRequestActionsQuery = Omit<
  QueryOf<typeof api.listRequestActionsQuery>,
  'projectId' | 'userId'
>;
/** An admin's request list: `status`, `type`, `userId` (one requester), paging. */
export type AdminRequestActionsQuery = Omit<
  QueryOf<typeof api.listRequestActionsQuery>,
  'projectId' | 'scope'
>;

export type ListBoxesQuery = QueryOf<typeof api.listBoxesQuery>;
/** `from` and `to` (`YYYY-MM-DD`): the entries that touch the range; paging. */
export type ListEventsQuery = QueryOf<typeof api.listEventsQuery>;
export type ListEmployeesQuery = QueryOf<typeof api.listEmployeesQuery>;
/** `type` (every type when left out) and `asOf` (`YYYY-MM-DD`, default today). */
export type HolidayBalanceQuery = QueryOf<typeof api.balanceQuery>;
/** `startDate`, `endDate` (`YYYY-MM-DD`), `type` (default `holiday`), `asOf`. */
export type HolidayCheckQuery = QueryOf<typeof api.checkQuery>;
/** `type` (default `holiday`), `asOf`, paging. */
export type HolidayReportQuery = Omit<QueryOf<typeof api.reportQuery>, 'projectId'>;
/** `{ year }`: the public holidays of one year; every year when left out. */
export type PublicHolidaysQuery = QueryOf<typeof api.listPublicHolidaysQuery>;
/** Paging of an admin's conversations and messages. */
export type ChatListQuery = Omit<QueryOf<typeof api.conversationsQuery>, 'projectId'>;

/** @deprecated the name of {@link ItemSearch} before 0.2. */
export type ItemSearchInput = ItemSearch;
/** @deprecated the name of {@link OrderSearch} before 0.2. */
export type OrderSearchInput = OrderSearch;
/** @deprecated the name of {@link ProfileSearch} before 0.2. */
export type ProfileSearchInput = ProfileSearch;
/** @deprecated the name of {@link AdminItemSearch} before 0.2. */
export type AdminItemSearchFilters = AdminItemSearch;
/** @deprecated the name of {@link AdminOrderSearch} before 0.2. */
export type AdminOrderSearchFilters = AdminOrderSearch;
/** @deprecated the name of {@link AdminProfileSearch} before 0.2. */
export type AdminProfileSearchFilters = AdminProfileSearch;
/** @deprecated the name of {@link HolidayReportQuery} before 0.2. */
export type HolidayReportOptions = HolidayReportQuery;
