import 'server-only';
import { ProjectClient } from '@fuel/sdk';
import { serverConfig } from '@/config';

/** Long enough for a loaded platform, short enough that a page does not hang when it is down. */
const TIMEOUT_MS = 8000;

let client: ProjectClient | undefined;

/**
 * The portal project's client (its public key), shared by every server render: it loads the project
 * once and keeps it. Made on first use, because configuration is read on first use (config.ts).
 */
export function platform(): ProjectClient {
  if (!client) {
    const { platformUrl, projectKey } = serverConfig();
    client = new ProjectClient({ url: platformUrl, projectKey, timeoutMs: TIMEOUT_MS });
  }
  return client;
}
