// The shapes of a company's API clients and the transaction feed, from the server's zod schemas (types only).
import type * as api from '@fuel/server/contract';

export type {
  ApiScope,
  FleetApiClient,
  FleetApiClientCreated,
  FleetTransactionFeedPage,
  OAuthToken,
} from '@fuel/server/contract';

/** What `apiClients.create` sends: a name, read scopes, and an optional ISO expiry. */
export type FleetApiClientInput = api.ApiClientBody;
/** `feed()`'s query: the previous page's `nextCursor` as `after`, and at most `limit` (default 100, at most 200). */
export type FleetTransactionFeedQuery = { after?: string; limit?: number };
