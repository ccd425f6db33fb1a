import { get, type IncomingMessage } from 'node:http';

/** A server-sent event as a test reads it. */
export type StreamEvent = { event: string; id?: string; data: string };

/**
 * Opens `url` as an event stream with `headers` on a connection of its own (node:http without an agent:
 * fetch's pool reconnects by itself after a closed stream, which would hold a closing server open) and
 * collects its events; `next()` waits for the next one, `closed` settles when the stream ends.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    get(url, { headers: { ...headers, accept: 'text/event-stream' }, agent: false }, resolve).once(
      'error',
      reject,
    ),
  );
  const events: StreamEvent[] = [];
  const waiting: ((event: StreamEvent) => void)[] = [];
  let retry: number | undefined;
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const lines = buffer
        .slice(0, end)
        .split('\n')
        .filter((line) => !line.startsWith(':'));
      buffer = buffer.slice(end + 2);
      const field = (name: string) =>
        lines.filter((line) => line.startsWith(`${name}: `)).map((line) => line.slice(name.length + 2));
      if (field('retry').length) retry = Number(field('retry')[0]);
      if (!field('data').length) continue;
      const event = {
        event: field('event')[0] ?? 'message',
        id: field('id')[0],
        data: field('data').join('\n'),
      };
      const waiter = waiting.shift();
      if (waiter) waiter(event);
      else events.push(event);
    }
  });
  const closed = new Promise<void>((resolve) => response.once('close', resolve));
  return {
    status: response.statusCode,
    headers: response.headers,
    closed,
    get retry() {
      return retry;
    },
    next(timeoutMs = 10_000): Promise<StreamEvent> {
      const queued = events.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      });
    },
    close: () => response.destroy(),
  };
}
