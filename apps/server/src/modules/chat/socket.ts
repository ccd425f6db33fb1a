import type { FastifyInstance } from 'fastify';
import { type DefaultEventsMap, Server, type Socket } from 'socket.io';
import { ZodError, type z } from 'zod';
import type { ResolveCaller } from '../../core/caller';
import { AppError } from '../../core/errors';
import type { Realtime } from '../../core/realtime';
import { type ChatAck, chatConversationsPayload, chatHistoryPayload, chatSendPayload } from './schemas';
import type { ChatActor, ChatService } from './service';

/** The socket's event names (docs/CHAT.md describes each payload and answer). */
export const CHAT_EVENTS = {
  /** client → server, with ack: store a message; the ack carries it. */
  send: 'chat:send',
  /** server → client: a message of one of your conversations (also the ones missed while away). */
  message: 'chat:message',
  /** client → server, with ack: a page of a conversation, newest first. */
  history: 'chat:history',
  /** client → server, with ack: your conversations, most recent first. */
  conversations: 'chat:conversations',
} as const;

export type ChatSocketOptions = {
  chat: ChatService;
  resolveCaller: ResolveCaller;
  realtime: Realtime;
  corsOrigins: string[];
  /** Set: a Redis adapter carries events between server instances. */
  redisUrl?: string;
};

type SocketData = { actor: ChatActor };

/** A live event handed from one server instance to the others (`Realtime.deliverHere`). */
const PEER_EVENT = 'realtime:user';

/**
 * Real-time chat on the server's own port (path /socket.io). A connection authenticates once, with
 * `auth: { token, projectKey?, lastMessageId? }`: an end user's session id and the project key, or an
 * admin's session id. A refused connection gets `connect_error` whose `data.code` says why.
 */
export async function registerChatSocket(app: FastifyInstance, options: ChatSocketOptions) {
  const { chat } = options;
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: options.corsOrigins },
  });
  const log = app.log.child({ component: 'chat' });

  // Redis's client and adapter load only where Redis is set (every process start paid for them).
  const redis = options.redisUrl
    ? (await import('redis')).createClient({ url: options.redisUrl })
    : undefined;
  const redisSubscriber = redis?.duplicate();
  if (redis && redisSubscriber) {
    for (const client of [redis, redisSubscriber]) {
      client.on('error', (error: unknown) => log.error({ err: error }, 'redis connection failed'));
    }
    await Promise.all([redis.connect(), redisSubscriber.connect()]);
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(redis, redisSubscriber));
  }

  io.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    const token = typeof auth.token === 'string' ? auth.token.trim() : '';
    const projectKey = typeof auth.projectKey === 'string' ? auth.projectKey.trim() : undefined;
    const refuse = (code: string, message: string) =>
      next(Object.assign(new Error(message), { data: { code } }));
    if (!token) return refuse('UNAUTHENTICATED', 'Connect with auth.token: a session id');
    try {
      const caller = await options.resolveCaller({ sessionId: token, projectKey: projectKey || undefined });
      if (caller.kind === 'user') {
        socket.data.actor = { kind: 'user', userId: caller.userId, projectId: caller.projectId };
      } else if (caller.kind === 'admin') {
        socket.data.actor = { kind: 'admin', adminId: caller.adminId };
      } else {
        return refuse('CALLER_NOT_ALLOWED', 'Chat is for end users and admins');
      }
      // Joined before the connection completes, so nothing sent meanwhile is missed.
      await socket.join(await chat.roomsOfActor(socket.data.actor));
      next();
    } catch (error) {
      if (error instanceof AppError) return refuse(error.code, error.message);
      log.error({ err: error }, 'chat authentication failed');
      return refuse('INTERNAL_ERROR', 'Could not authenticate');
    }
  });

  io.on('connection', (socket) => {
    const { actor } = socket.data;
    handle(socket, CHAT_EVENTS.send, chatSendPayload, async (payload) => {
      const sent = await chat.send(actor, payload);
      // Stored before anyone hears of it; the sender's ack carries it, its other connections get the event.
      if (!sent.duplicate) socket.to(sent.rooms).emit(CHAT_EVENTS.message, sent.message);
      return { message: sent.message, conversation: sent.conversation };
    });
    handle(socket, CHAT_EVENTS.history, chatHistoryPayload, (payload) => chat.history(actor, payload));
    handle(socket, CHAT_EVENTS.conversations, chatConversationsPayload, (payload) =>
      chat.conversations(actor, payload),
    );

    const lastMessageId = (socket.handshake.auth as Record<string, unknown> | undefined)?.lastMessageId;
    if (typeof lastMessageId === 'string' && /^[0-9a-f-]{36}$/i.test(lastMessageId)) {
      chat
        .missedSince(actor, lastMessageId)
        .then((missed) => {
          for (const message of missed) socket.emit(CHAT_EVENTS.message, message);
        })
        .catch((error: unknown) => log.error({ err: error }, 'could not send missed messages'));
    }
  });

  function handle<S extends z.ZodType, T extends object>(
    socket: Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>,
    event: string,
    schema: S,
    run: (payload: z.output<S>) => Promise<T>,
  ) {
    socket.on(event, async (raw: unknown, ack?: (answer: ChatAck<T>) => void) => {
      const reply = typeof ack === 'function' ? ack : typeof raw === 'function' ? raw : () => {};
      try {
        const payload = schema.parse(typeof raw === 'function' ? {} : (raw ?? {}));
        reply({ ok: true, ...(await run(payload)) });
      } catch (error) {
        reply({ ok: false, error: errorBody(error) });
        if (!(error instanceof AppError || error instanceof ZodError)) {
          log.error({ err: error, event }, 'chat event failed');
        }
      }
    });
  }

  // Live events for sockets go through the adapter; for the other instances' event streams (which are
  // not sockets) as a server-side event, which only the Redis adapter carries.
  const { realtime } = options;
  realtime.attach({
    toRoom: (room, event, payload) => io.to(room).emit(event, payload),
    toPeers: redis
      ? (userId, event, payload) => io.serverSideEmit(PEER_EVENT, userId, event, payload)
      : undefined,
  });
  io.on(PEER_EVENT, (userId: string, event: string, payload: unknown) =>
    realtime.deliverHere(userId, event, payload),
  );

  app.addHook('preClose', async () => {
    realtime.attach(undefined);
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    // Closes the adapter (Redis subscriptions) and the engine; the HTTP server is Fastify's, closed already.
    await io.close();
    await Promise.all([redis?.quit(), redisSubscriber?.quit()].map((quit) => quit?.catch(() => {})));
  });
  return {
    io,
    /** Chat sockets connected to this instance (metrics). */
    connections: () => io.of('/').sockets.size,
    /** The adapter's publishing connection, for readiness (no connection of its own per probe). */
    redis: redis ? { ping: async () => void (await redis.ping()) } : undefined,
  };
}

function errorBody(error: unknown) {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.fields?.length ? { fields: error.fields } : {}),
    };
  }
  if (error instanceof ZodError) {
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: `Invalid payload: ${error.issues.map((issue) => issue.path.join('.') || 'payload').join(', ')}`,
      fields: error.issues.map((issue) => ({
        path: issue.path.join('.'),
        rule: issue.code === 'invalid_type' && issue.input === undefined ? 'required' : issue.code,
        message: issue.message,
      })),
    };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' };
}
