import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../database/client';
import { createOutbox } from './outbox';
import { outboxMessages } from './tables';
import { createOutboxWorker, type OutboxHandler, PermanentFailure, retryDelay } from './worker';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const outbox = createOutbox();
const enqueue = async (topic: string, count = 1, maxAttempts?: number) => {
  await outbox.enqueue(
    database.db,
    Array.from({ length: count }, (_, index) => ({ topic, payload: { index }, maxAttempts })),
  );
};
const messagesOf = (topic: string) =>
  database.db.select().from(outboxMessages).where(eq(outboxMessages.topic, topic));
const fast = { baseMs: 10, maxMs: 40 };

async function drain(run: () => Promise<number>, until: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await until())) {
    if (Date.now() > deadline) throw new Error('outbox did not drain in time');
    if ((await run()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the outbox worker', () => {
  it('retries a failing handler with growing delays until it succeeds', async () => {
    const attempts: number[] = [];
    const handler: OutboxHandler = async (_payload, context) => {
      attempts.push(Date.now());
      if (context.attempt < 3) throw new Error(`flaky ${context.attempt}`);
    };
    await enqueue('test.flaky');
    const worker = createOutboxWorker({
      db: database.db,
      handlers: { 'test.flaky': handler },
      backoff: fast,
    });
    await drain(worker.runOnce, async () => (await messagesOf('test.flaky'))[0]!.status === 'done');
    const [message] = await messagesOf('test.flaky');
    expect(message).toMatchObject({ status: 'done', attempts: 3, lastError: null, claimToken: null });
    expect(attempts).toHaveLength(3);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(attempts[1]! - attempts[0]! > 15 ? 9 : 0);
  });

  it('gives a message up as dead after its attempts, or at once on a permanent failure', async () => {
    await enqueue('test.broken', 1, 2);
    await enqueue('test.permanent');
    const worker = createOutboxWorker({
      db: database.db,
      backoff: fast,
      handlers: {
        'test.broken': async () => {
          throw new Error('still broken');
        },
        'test.permanent': async () => {
          throw new PermanentFailure('no such address');
        },
      },
    });
    const settled = async () =>
      [...(await messagesOf('test.broken')), ...(await messagesOf('test.permanent'))].every(
        (message) => message.status === 'dead',
      );
    await drain(worker.runOnce, settled);
    expect(await messagesOf('test.broken')).toEqual([
      expect.objectContaining({ status: 'dead', attempts: 2, lastError: 'Error: still broken' }),
    ]);
    expect(await messagesOf('test.permanent')).toEqual([
      expect.objectContaining({
        status: 'dead',
        attempts: 1,
        lastError: 'PermanentFailure: no such address',
      }),
    ]);
  });

  it('never hands one message to two workers running side by side (FOR UPDATE SKIP LOCKED)', async () => {
    await enqueue('test.shared', 60);
    const seen = new Map<number, number>();
    const handler: OutboxHandler = async (payload) => {
      const index = Number(payload.index);
      seen.set(index, (seen.get(index) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const workers = [1, 2, 3].map(() =>
      createOutboxWorker({ db: database.db, handlers: { 'test.shared': handler }, batchSize: 7 }),
    );
    const done = async () => (await messagesOf('test.shared')).every((message) => message.status === 'done');
    await Promise.all(workers.map((worker) => drain(worker.runOnce, done)));
    expect(seen.size).toBe(60);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
  });

  it('starts with a poll loop, wakes on enqueue and stops cleanly', async () => {
    const handled: number[] = [];
    const worker = createOutboxWorker({
      db: database.db,
      outbox,
      pollMs: 60_000,
      handlers: { 'test.wake': async (payload) => void handled.push(Number(payload.index)) },
    });
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await enqueue('test.wake');
    outbox.wake();
    const until = Date.now() + 5000;
    while (handled.length === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await worker.stop();
    expect(handled).toEqual([0]);
  });

  it('spreads retries exponentially with jitter, within the ceiling', () => {
    const delays = [1, 2, 3, 4, 12].map((attempt) => retryDelay(attempt, { baseMs: 1000, maxMs: 60_000 }));
    expect(delays[0]).toBeGreaterThanOrEqual(500);
    expect(delays[0]).toBeLessThanOrEqual(1000);
    expect(delays[3]).toBeGreaterThanOrEqual(4000);
    expect(delays[3]).toBeLessThanOrEqual(8000);
    expect(delays[4]).toBeLessThanOrEqual(60_000);
  });
});
