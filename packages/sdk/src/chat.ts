// The chat client: its own entry point (`@fuel/sdk/chat`), so that only apps that chat load socket.io-client.
import type {
  ChatConversationsPayload,
  ChatHistory,
  ChatMessage,
  ChatSendPayload,
  Conversation,
  Page,
  UserNotification,
} from '@fuel/server/contract';
import { io, type Socket } from 'socket.io-client';
import { reviveDates } from './dates';
import { ClientError, type FieldError, kitError } from './errors';

export type { ChatHistory, ChatMessage, Conversation };

/** What `send()` takes: a `conversationId`, or `to: 'support'` / `to: { userId }` (admins add `projectId`). */
export type ChatSendInput = ChatSendPayload;

/** The socket's event names; docs/CHAT.md describes each one. */
export const CHAT_EVENTS = {
  send: 'chat:send',
  message: 'chat:message',
  history: 'chat:history',
  conversations: 'chat:conversations',
  notification: 'notification:new',
} as const;

export interface ChatClientOptions {
  /** The server's origin, e.g. `http://localhost:4000`. */
  url: string;
  /** End users: the project's public key, sent with their session id. Admins: leave it out. */
  projectKey?: string;
  /** How long `send`, `history` and `conversations` wait for the server's answer (default 10 000 ms). */
  ackTimeoutMs?: number;
  /** How long `connect` waits (default 20 000 ms). */
  connectTimeoutMs?: number;
  /** Reconnect by itself after a dropped connection, catching up on what it missed (default true). */
  reconnection?: boolean;
  /** socket.io transports; default WebSocket first, long-polling as the fallback. */
  transports?: ('websocket' | 'polling')[];
}

type Ack<T> =
  | ({ ok: true } & T)
  | { ok: false; error: { statusCode: number; code: string; message: string; fields?: FieldError[] } };

/** How many message ids the client remembers to drop repeats (a catch-up overlapping live delivery). */
const REMEMBERED = 2000;

/**
 * Real-time chat of an end user (session id and project key) or an admin (session id), over socket.io
 * on the server's port. Messages are stored by the server before `send()` resolves. After a dropped
 * connection it reconnects by itself and receives what it missed since the last message it saw.
 *
 * ```ts
 * const chat = new ChatClient({ url, projectKey });
 * chat.onMessage((message) => show(message));
 * await chat.connect(sessionId);
 * await chat.send({ to: 'support', body: 'Pump 4 is out of order' });
 * const { items, nextCursor } = await chat.history(conversationId);
 * chat.close();
 * ```
 */
export class ChatClient {
  readonly #options: ChatClientOptions;
  readonly #messageListeners = new Set<(message: ChatMessage) => void>();
  readonly #notificationListeners = new Set<(notification: UserNotification) => void>();
  readonly #seen = new Set<string>();
  #socket: Socket | undefined;
  #token: string | undefined;
  #lastMessageId: string | undefined;

  /** @throws {ClientError} `MISSING_OPTION` when `url` is missing. Makes no connection. */
  constructor(options: ChatClientOptions) {
    if (!options.url) throw kitError('MISSING_OPTION', 'ChatClient needs options.url');
    this.#options = options;
  }

  /** Whether the connection is open now. */
  get connected(): boolean {
    return this.#socket?.connected ?? false;
  }

  /** The id of the newest message the client has seen: where a reconnect catches up from. */
  get lastMessageId(): string | undefined {
    return this.#lastMessageId;
  }

  /**
   * Opens the connection with a session id (an end user's, with the project key of the options, or an
   * admin's). Resolves when the server accepted it. `since`: a message id kept from an earlier session
   * (say, before a page reload); the messages after it arrive as `onMessage` events.
   *
   * @throws {ClientError} 401 with the server's code (`UNAUTHENTICATED`, `INVALID_SESSION`,
   *   `PROJECT_KEY_REQUIRED`, `INVALID_PROJECT_KEY`), 403 `CALLER_NOT_ALLOWED`, or `TIMEOUT` /
   *   `NETWORK_ERROR` (status 0) when the server cannot be reached in time.
   */
  connect(token: string, options: { since?: string } = {}): Promise<void> {
    if (!token) {
      return Promise.reject(
        kitError('SESSION_REQUIRED', 'ChatClient.connect needs a session id', this.#options.url),
      );
    }
    this.#socket?.removeAllListeners();
    this.#socket?.disconnect();
    this.#token = token;
    if (options.since) this.#lastMessageId = options.since;
    const socket = io(this.#options.url, {
      // A function, asked again at every reconnection: it carries where to catch up from.
      auth: (callback) =>
        callback({
          token: this.#token,
          projectKey: this.#options.projectKey,
          ...(this.#lastMessageId ? { lastMessageId: this.#lastMessageId } : {}),
        }),
      reconnection: this.#options.reconnection ?? true,
      transports: this.#options.transports ?? ['websocket', 'polling'],
      forceNew: true,
      autoConnect: false,
    });
    socket.on(CHAT_EVENTS.message, (raw: unknown) => this.#receive(reviveDates<ChatMessage>(raw)));
    socket.on(CHAT_EVENTS.notification, (raw: unknown) => {
      const notification = reviveDates<UserNotification>(raw);
      for (const listener of this.#notificationListeners) listener(notification);
    });
    this.#socket = socket;
    return this.#open(socket);
  }

  /**
   * Opens the connection again (after `close()` or a drop it did not recover from) with the same
   * session id, receiving the messages sent meanwhile as `onMessage` events.
   *
   * @throws {ClientError} as `connect`; `NOT_CONNECTED` when `connect` was never called.
   */
  reconnect(): Promise<void> {
    const socket = this.#socket;
    if (!socket) return Promise.reject(this.#error(0, 'NOT_CONNECTED', 'Call connect() first'));
    if (socket.connected) socket.disconnect();
    return this.#open(socket);
  }

  /** Closes the connection (no automatic reconnection); `reconnect()` opens it again and catches up. */
  close(): void {
    this.#socket?.disconnect();
  }

  /**
   * Calls `listener` for every message of the user's conversations sent by someone else (and by the
   * same user on another device), including those caught up after a reconnect; a message arrives
   * once. Returns the function that removes the listener.
   */
  onMessage(listener: (message: ChatMessage) => void): () => void {
    this.#messageListeners.add(listener);
    return () => this.#messageListeners.delete(listener);
  }

  /** Calls `listener` for every in-app notification pushed to the end user while connected. */
  onNotification(listener: (notification: UserNotification) => void): () => void {
    this.#notificationListeners.add(listener);
    return () => this.#notificationListeners.delete(listener);
  }

  /**
   * Sends a message; resolves with it once the server has stored it. A `clientMessageId` is made up
   * when none is given, so that a resend after a lost answer is stored once.
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (`body`, `conversationId`, `to.userId`), 404
   *   `NOT_FOUND` for a conversation that is not the caller's, `TIMEOUT`, `NOT_CONNECTED`.
   */
  async send(input: ChatSendInput): Promise<ChatMessage> {
    const payload = { ...input, clientMessageId: input.clientMessageId ?? randomId() };
    const { message } = await this.#request<{ message: ChatMessage }>(CHAT_EVENTS.send, payload);
    this.#remember(message.id);
    this.#lastMessageId = message.id;
    return message;
  }

  /**
   * A page of a conversation, newest first; pass the answer's `nextCursor` as `before` for the page
   * before it (`null`: no more).
   *
   * @throws {ClientError} 404 `NOT_FOUND`, 400 `VALIDATION_FAILED` (`before`: not in this conversation).
   */
  history(conversationId: string, page: { before?: string; limit?: number } = {}): Promise<ChatHistory> {
    return this.#request<ChatHistory>(CHAT_EVENTS.history, { conversationId, ...page });
  }

  /**
   * The caller's conversations, most recent first (admins: the support conversations of `projectId`).
   *
   * @throws {ClientError} 400 `VALIDATION_FAILED` (admins without `projectId`), 404 `NOT_FOUND`.
   */
  conversations(query: ChatConversationsPayload = {}): Promise<Page<Conversation>> {
    return this.#request<Page<Conversation>>(CHAT_EVENTS.conversations, query);
  }

  #open(socket: Socket): Promise<void> {
    const timeoutMs = this.#options.connectTimeoutMs ?? 20_000;
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        socket.off('connect', onConnect);
        socket.off('connect_error', onError);
      };
      const onConnect = () => {
        done();
        resolve();
      };
      const onError = (error: Error & { data?: { code?: string } }) => {
        const code = error.data?.code;
        // Refused by the server: final. A transport failure: socket.io keeps trying (when it may
        // reconnect) until the timeout.
        if (!code && socket.active && (this.#options.reconnection ?? true)) return;
        done();
        socket.disconnect();
        reject(
          code
            ? this.#error(code === 'CALLER_NOT_ALLOWED' ? 403 : 401, code, error.message)
            : this.#error(0, 'NETWORK_ERROR', `Could not reach the server at ${this.#options.url}`, error),
        );
      };
      const timer = setTimeout(() => {
        done();
        socket.disconnect();
        reject(this.#error(0, 'TIMEOUT', `Could not connect within ${timeoutMs} ms`));
      }, timeoutMs);
      socket.on('connect', onConnect);
      socket.on('connect_error', onError);
      socket.connect();
    });
  }

  async #request<T extends object>(event: string, payload: object): Promise<T> {
    const socket = this.#socket;
    if (!socket?.connected) throw this.#error(0, 'NOT_CONNECTED', 'The chat is not connected');
    const timeoutMs = this.#options.ackTimeoutMs ?? 10_000;
    let answer: Ack<T>;
    try {
      answer = await socket.timeout(timeoutMs).emitWithAck(event, payload);
    } catch (error) {
      throw this.#error(0, 'TIMEOUT', `No answer to ${event} within ${timeoutMs} ms`, error);
    }
    if (!answer.ok) {
      const { statusCode, code, message, fields } = answer.error;
      throw new ClientError({
        url: this.#url(event),
        status: statusCode,
        code,
        message,
        fields,
        response: answer,
      });
    }
    const { ok: _, ...rest } = answer;
    return reviveDates<T>(rest);
  }

  #receive(message: ChatMessage) {
    if (this.#seen.has(message.id)) return;
    this.#remember(message.id);
    this.#lastMessageId = message.id;
    for (const listener of this.#messageListeners) listener(message);
  }

  #remember(id: string) {
    this.#seen.add(id);
    if (this.#seen.size > REMEMBERED) this.#seen.delete(this.#seen.values().next().value!);
  }

  #url(event: string) {
    return `${this.#options.url.replace(/\/+$/, '')}/socket.io#${event}`;
  }

  #error(status: number, code: string, message: string, cause?: unknown) {
    return new ClientError({ url: this.#url('connect'), status, code, message, cause });
  }
}

function randomId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}
