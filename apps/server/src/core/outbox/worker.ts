import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../database/client';
import type { Metrics } from '../metrics/metrics';
import { createPollLoop } from '../poll-loop';
import type { Outbox } from './outbox';
import { type OutboxMessage, outboxMessages } from './tables';

/*
 * Delivery guarantee: every outbox message takes effect exactly once.
 *
 * 1. Accept. The message is inserted in the same transaction as the change that causes it (the
 *    notification, the settled payment): either both commit or neither does. A crash before the commit
 *    leaves nothing to send; after it, the message is durable.
 * 2. Claim. A worker takes due messages with `SELECT … FOR UPDATE SKIP LOCKED` and, in the same short
 *    transaction, stamps them with a lease (`locked_until`) and a fresh `claim_token`. Workers of several
 *    server instances never take the same message while its lease runs; a worker that dies leaves a lease
 *    that runs out, and the message is taken again. Delivery to the handler is therefore at least once.
 * 3. Effect. Handlers are idempotent by an id they record where the effect lands (a notification's
 *    delivery id is written with the SMS row, as the .eml file name, on the delivery row...). A second run
 *    of the same message finds the id recorded and does nothing: at-least-once runs, exactly-once effect.
 * 4. Settle. Only after the handler returned — the effect recorded as done — is the message marked `done`,
 *    and only by the holder of the current claim token, so a worker that was presumed dead and comes back
 *    late cannot settle a message someone else now holds. A crash between 3 and 4 repeats step 3, which
 *    the recorded id turns into a no-op.
 * Failures are retried with exponential backoff (and jitter) until `max_attempts`, then the message is
 * `dead` (kept, with its last error, for an operator). A handler throws `PermanentFailure` for an error
 * that retrying cannot fix. docs/NOTIFICATIONS.md says the same for readers of the docs.
 */

export type OutboxHandlerContext = {
  messageId: string;
  /** 1 for the first try. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
  /** Aborted when the handler overruns its time (it should give up: its lease is running out). */
  signal: AbortSignal;
};

export type OutboxHandler = (
  payload: Record<string, unknown>,
  context: OutboxHandlerContext,
) => Promise<void>;

/** A failure that retrying cannot fix (a malformed address, a deleted record): no more attempts. */
export class PermanentFailure extends Error {
  override name = 'PermanentFailure';
}

type Logger = {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
};

export type OutboxWorkerOptions = {
  db: Database;
  handlers: Record<string, OutboxHandler>;
  /** Wakes the worker as soon as this process enqueues, rather than at the next poll. */
  outbox?: Outbox;
  /** Pause between polls when there is nothing to do (default 1000 ms). */
  pollMs?: number;
  /** Messages claimed and run at once (default 10). */
  batchSize?: number;
  /** How long a claim protects a message from other workers (default 60 s). */
  leaseMs?: number;
  /** Time a handler gets before its attempt counts as failed (default 80% of the lease). */
  handlerTimeoutMs?: number;
  /** Retry delay: `baseMs × 2^(attempt-1)`, at most `maxMs`, half of it random (defaults 1 s and 10 min). */
  backoff?: { baseMs: number; maxMs: number };
  logger?: Logger;
  /** Counts the batches (runs that claimed messages) and each message's outcome. */
  metrics?: Pick<Metrics, 'jobRuns' | 'outboxMessages'>;
};

export type OutboxWorker = {
  /** Starts polling; resolves at once. */
  start(): void;
  /** Stops polling and waits for the messages in hand to settle. */
  stop(): Promise<void>;
  /** Claims and runs one batch now; resolves with the number of messages it took (tests, tools). */
  runOnce(): Promise<number>;
};

const silent: Logger = { info() {}, warn() {}, error() {} };

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, handlers } = options;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 60_000;
  const handlerTimeoutMs = options.handlerTimeoutMs ?? Math.floor(leaseMs * 0.8);
  const backoff = options.backoff ?? { baseMs: 1000, maxMs: 10 * 60_000 };
  const log = options.logger ?? silent;
  const topics = Object.keys(handlers);

  let unsubscribe: (() => void) | undefined;

  /** Step 2: take due messages under a fresh lease and claim token. */
  async function claim(): Promise<OutboxMessage[]> {
    if (topics.length === 0) return [];
    const claimToken = randomUUID();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.status, 'pending'),
            inArray(outboxMessages.topic, topics),
            lte(outboxMessages.availableAt, sql`now()`),
            or(isNull(outboxMessages.lockedUntil), lte(outboxMessages.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(outboxMessages.availableAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outboxMessages)
        .set({
          attempts: sql`${outboxMessages.attempts} + 1`,
          lockedUntil: sql`now() + (${leaseMs}::integer * interval '1 millisecond')`,
          claimToken,
        })
        .where(
          inArray(
            outboxMessages.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /** Steps 3 and 4: run the handler, then settle the message if this worker still holds it. */
  async function run(message: OutboxMessage): Promise<void> {
    const handler = handlers[message.topic];
    const holding = and(
      eq(outboxMessages.id, message.id),
      eq(outboxMessages.claimToken, message.claimToken!),
    );
    const controller = new AbortController();
    let overrun: NodeJS.Timeout | undefined;
    try {
      if (!handler) throw new PermanentFailure(`No handler for topic ${message.topic}`);
      await Promise.race([
        handler(message.payload, {
          messageId: message.id,
          attempt: message.attempts,
          lastAttempt: message.attempts >= message.maxAttempts,
          signal: controller.signal,
        }),
        new Promise<never>((_, reject) => {
          overrun = setTimeout(() => {
            controller.abort();
            reject(new Error(`Handler took longer than ${handlerTimeoutMs} ms`));
          }, handlerTimeoutMs);
        }),
      ]);
      const settled = await db
        .update(outboxMessages)
        .set({
          status: 'done',
          processedAt: sql`now()`,
          lockedUntil: null,
          claimToken: null,
          lastError: null,
        })
        .where(holding)
        .returning({ id: outboxMessages.id });
      options.metrics?.outboxMessages.inc({ topic: message.topic, outcome: 'delivered' });
      if (settled.length === 0) {
        log.warn({ messageId: message.id }, 'outbox: claim lost before settling; the effect was recorded');
      }
    } catch (error) {
      const permanent = error instanceof PermanentFailure;
      const dead = permanent || message.attempts >= message.maxAttempts;
      const delayMs = retryDelay(message.attempts, backoff);
      const lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      await db
        .update(outboxMessages)
        .set({
          status: dead ? 'dead' : 'pending',
          availableAt: dead ? undefined : sql`now() + (${delayMs}::integer * interval '1 millisecond')`,
          processedAt: dead ? sql`now()` : undefined,
          lockedUntil: null,
          claimToken: null,
          lastError: lastError.slice(0, 2000),
        })
        .where(holding)
        .catch((settleError: unknown) =>
          log.error({ err: settleError }, 'outbox: could not record a failure'),
        );
      options.metrics?.outboxMessages.inc({ topic: message.topic, outcome: dead ? 'dead' : 'retry' });
      const level = dead ? 'error' : 'warn';
      log[level](
        { messageId: message.id, topic: message.topic, attempt: message.attempts, err: error },
        dead ? 'outbox: message given up' : `outbox: attempt failed, retrying in ${delayMs} ms`,
      );
    } finally {
      clearTimeout(overrun);
    }
  }

  async function runOnce(): Promise<number> {
    const messages = await claim().catch((error: unknown) => {
      options.metrics?.jobRuns.inc({ job: 'outbox', outcome: 'failed' });
      throw error;
    });
    await Promise.all(messages.map(run));
    if (messages.length > 0) options.metrics?.jobRuns.inc({ job: 'outbox', outcome: 'ok' });
    return messages.length;
  }

  const loop = createPollLoop({
    pollMs,
    batchSize,
    runOnce,
    onError: (error) => log.error({ err: error }, 'outbox: poll failed'),
  });

  return {
    start() {
      loop.start();
      unsubscribe ??= options.outbox?.onWake(loop.wake);
    },
    async stop() {
      unsubscribe?.();
      unsubscribe = undefined;
      await loop.stop();
    },
    runOnce,
  };
}

/** Exponential backoff with jitter: half the delay fixed, half random, so retries of a burst spread out. */
export function retryDelay(attempt: number, { baseMs, maxMs }: { baseMs: number; maxMs: number }): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}
