import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Realtime } from '../../core/realtime';
import { NOTIFICATION_EVENT } from './channels/in-app';

/** How often an idle stream says it is alive, so that proxies and the browser keep it open. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it reconnects a dropped stream (the `retry:` field). */
const RETRY_MS = 2_000;

/**
 * The signed-in user's new in-app notifications as server-sent events (`text/event-stream`): one
 * `notification` event per notification (`id:` its id, `data:` its JSON, the shape of
 * `GET /notification`'s items), a comment every 25 s while idle. The stream carries only what is sent
 * after it opened: a client that reconnects reads the list again for what it missed. Streams end when
 * the server shuts down, so that it drains; clients then reconnect to another instance.
 */
export function createLiveStreams(app: FastifyInstance, realtime: Realtime) {
  const open = new Set<PassThrough>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  return function openStream(reply: FastifyReply, userId: string): Readable {
    const stream = new PassThrough();
    open.add(stream);
    const write = (text: string) => {
      if (!stream.writableEnded) stream.write(text);
    };
    const stopListening = realtime.listen(userId, (event, payload) => {
      if (event !== NOTIFICATION_EVENT) return;
      const id = (payload as { id?: unknown }).id;
      write(
        `event: notification\n${typeof id === 'string' ? `id: ${id}\n` : ''}data: ${JSON.stringify(payload)}\n\n`,
      );
    });
    const heartbeat = setInterval(() => write(': alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const stop = () => {
      clearInterval(heartbeat);
      stopListening();
      open.delete(stream);
      if (!stream.writableEnded) stream.end();
    };
    // The response's close: the client went away (or the stream ended); the request's may come earlier.
    reply.raw.once('close', stop);
    stream.once('close', stop);
    write(`retry: ${RETRY_MS}\n: open\n\n`);
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // Its connection ends with it: never kept for another request (nor left open, holding a shutdown).
      .header('connection', 'close')
      // Tells nginx (docs/PRODUCTION.md) not to hold the events in its buffer.
      .header('x-accel-buffering', 'no');
    return stream;
  };
}
