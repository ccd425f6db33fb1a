import 'server-only';
import type { Sender } from '@fuel/sdk/fleet';
import { fleetSession } from '@fuel/sdk/fleet/session';
import { type DehydratedState, dehydrate, type FetchQueryOptions } from '@tanstack/react-query';
import { serverConfig } from '@/config';
import { currentSession } from '@/features/auth/server-session';
import { createQueryClient } from '@/lib/query-client';

/** What a page's queries are read with on the server: the platform, the portal's key, the user's session. */
export type PageDataConnection = { url: string; projectKey: string; sessionId: string };

/**
 * A page's queries, built with the same options its components use in the browser: from the fleet
 * services over `fleet` (`new FleetVehiclesService(fleet)`), or another of the kit's services over
 * `connection`.
 */
// biome-ignore lint/suspicious/noExplicitAny: each query has its own data type; the cache holds them all.
export type PageQuery = FetchQueryOptions<any, any, any, any>;

/**
 * Reads the data a dashboard page shows first, on the server with the page, for the browser's query
 * cache (`DashboardIsland`'s `data`): the page comes with its figures instead of fetching them after it
 * has hydrated (Lighthouse counts that fetch on the page's largest paint). A query the user may not
 * read, or that fails, is left out: the browser asks again and shows the error as it always did.
 */
export async function readPageData(
  queries: (fleet: Sender, connection: PageDataConnection) => PageQuery[],
): Promise<DehydratedState | undefined> {
  const sessionId = (await currentSession())?.sessionId;
  if (!sessionId) return undefined;
  const { platformUrl: url, projectKey } = serverConfig();
  const connection = { url, projectKey, sessionId };
  const client = createQueryClient();
  await Promise.all(
    queries(fleetSession(connection), connection).map((query) =>
      client.prefetchQuery({ ...query, retry: false }),
    ),
  );
  return dehydrate(client);
}
