import pg from 'pg';

export type ChannelHandlers = {
  onMessage(payload: string): void;
  /** Called after the listening connection was lost and came back: messages may have been missed. */
  onReset(): void;
};

type Log = { error(object: object, message?: string): void };

const RECONNECT_MS = 1000;

/**
 * PostgreSQL LISTEN on a connection of its own (outside the pool, which hands connections to whoever
 * asks), connected on the first `listen` and reconnected when it drops.
 */
export function createPgListener(url: string, log?: Log) {
  const channels = new Map<string, Set<ChannelHandlers>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handlers of channels.get(message.channel) ?? []) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of channels.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  function lost(which: pg.Client, error?: Error) {
    if (closed || which !== client) return;
    client = undefined;
    log?.error({ err: error }, 'cache invalidation listener lost its connection; reconnecting');
    which.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connecting = connect()
        .then(() => {
          for (const handlers of [...channels.values()].flatMap((set) => [...set])) handlers.onReset();
        })
        .catch((error: Error) => {
          log?.error({ err: error }, 'cache invalidation listener could not reconnect');
          scheduleReconnect();
        });
    }, RECONNECT_MS);
    retry.unref();
  }

  return {
    async listen(channel: string, handlers: ChannelHandlers): Promise<void> {
      const known = channels.get(channel);
      if (known) {
        known.add(handlers);
        return;
      }
      channels.set(channel, new Set([handlers]));
      if (!client && !connecting) {
        connecting = connect().catch((error: Error) => {
          log?.error({ err: error }, 'cache invalidation listener could not connect');
          scheduleReconnect();
        });
        return connecting;
      }
      await connecting;
      await client?.query(`listen ${pg.escapeIdentifier(channel)}`);
    },

    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
