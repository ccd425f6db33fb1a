import type { DatabaseHandle } from '../core/database/client';
import { INVALIDATION_CHANNEL } from '../core/invalidation';

const waiters = new WeakMap<DatabaseHandle['listen'], Map<string, (() => void)[]>>();

/**
 * Runs a write made straight into the tables, as the retailer's back office or SQL would make it, and
 * waits until the servers on `database` have received the cache invalidation the database sends at its
 * commit (`payload`, `topic:key`, from a trigger): their next request reads the change. The servers'
 * own handlers run first: they listened on the connection before this one did.
 */
export async function writeOutside(
  database: Pick<DatabaseHandle, 'listen'>,
  payload: string,
  write: () => Promise<unknown>,
): Promise<void> {
  let pending = waiters.get(database.listen);
  if (!pending) {
    const byPayload = new Map<string, (() => void)[]>();
    pending = byPayload;
    waiters.set(database.listen, byPayload);
    await database.listen(INVALIDATION_CHANNEL, {
      onMessage(message) {
        for (const resolve of byPayload.get(message) ?? []) resolve();
        byPayload.delete(message);
      },
      onReset() {},
    });
  }
  const byPayload = pending;
  const seen = new Promise<void>((resolve) => {
    byPayload.set(payload, [...(byPayload.get(payload) ?? []), resolve]);
  });
  await write();
  await seen;
}
