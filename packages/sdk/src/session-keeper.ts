import { ClientError, kitError } from './errors';
import type { Sender } from './service';
import { memoryStore, type Session, type SessionStore } from './sessions';

/** Called with the new session after a login, or `null` once the session is gone. */
export type SessionListener = (session: Session | null) => void;

/**
 * A client's session: read from its store before every request (so that another client or tab
 * writing the same store is seen), written after a login or logout, and announced to listeners.
 */
export class SessionKeeper {
  readonly #store: SessionStore;
  readonly #listeners = new Set<SessionListener>();

  constructor(store: SessionStore = memoryStore()) {
    this.#store = store;
  }

  get current(): Session | null {
    return this.#store.get();
  }

  get sessionId(): string | undefined {
    return this.current?.sessionId;
  }

  /**
   * Stores `session` (`null`: forgets it) and tells the listeners when the session id changed. A
   * listener that throws fails the call that changed the session.
   */
  save(session: Session | null): void {
    const before = this.sessionId;
    this.#store.set(session);
    if (before !== session?.sessionId) for (const listener of this.#listeners) listener(session);
  }

  onChange(listener: SessionListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The kept session, unless there is none or its `expiresAt` has passed. */
  get live(): Session | null {
    const session = this.current;
    return session && !(session.expiresAt && session.expiresAt.getTime() <= Date.now()) ? session : null;
  }

  /**
   * The session to send. A session whose `expiresAt` has passed is forgotten.
   *
   * @throws {ClientError} `SESSION_REQUIRED` when there is none, `SESSION_EXPIRED` when it has expired.
   */
  require(url: string): Session {
    const session = this.live;
    if (session) return session;
    const expired = this.current;
    if (!expired) throw kitError('SESSION_REQUIRED', 'No session', url);
    this.save(null);
    throw kitError('SESSION_EXPIRED', 'The session has expired', url);
  }
}

/** The kept part of a login's answer. */
export function sessionOf(answer: { sessionId: string; expiresAt: Date }): Session {
  return { sessionId: answer.sessionId, expiresAt: answer.expiresAt };
}

/** `run`, with concurrent calls sharing the one under way. */
export function sharedInFlight(run: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => {
    pending ??= run().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

/**
 * A sender that reacts to the server ending the session (401 `INVALID_SESSION`): with `login`, it
 * signs in again, once for concurrent calls, and retries the call once; without, it forgets the session
 * (the listeners hear `null`) and throws. The server answers 401 before it acts, so a retry is safe.
 */
export function renewingSession(sender: Sender, keeper: SessionKeeper, login?: () => Promise<void>): Sender {
  return {
    async send(method, path, request, options) {
      const sent = keeper.sessionId;
      try {
        return await sender.send(method, path, request, options);
      } catch (error) {
        const ended = ClientError.is(error) && error.status === 401 && error.code === 'INVALID_SESSION';
        if (!ended || !sent) throw error;
        // Another call may have signed in again already: then only the retry is left to do.
        if (keeper.sessionId === sent) {
          if (!login) keeper.save(null);
          else await login();
        }
        if (!login) throw error;
        return sender.send(method, path, request, options);
      }
    },
  };
}
