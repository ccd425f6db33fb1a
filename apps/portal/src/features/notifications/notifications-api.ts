import { UserClient } from '@fuel/sdk';

export type PlatformAccess = { url: string; projectKey: string; sessionId: string };

/** The signed-in user's kit client (it loads its user once, before its first call). */
export function createUserClient(access: PlatformAccess): UserClient {
  return new UserClient({ url: access.url, projectKey: access.projectKey, sessionId: access.sessionId });
}

/**
 * `UserClient.notifications.list` (`GET /notification`): its `unseen` counts the user's in-app
 * notifications not seen yet (e-mails and texts are read elsewhere), across all pages, so one item is enough.
 */
export async function fetchUnseenCount(client: UserClient, signal?: AbortSignal): Promise<number> {
  const page = await client.notifications.list({ type: 'IN_APP', limit: 1 }, { signal });
  return page.unseen;
}
