import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config';
import type { DatabaseHandle } from '../../core/database/client';
import { outboxMessages } from '../../core/outbox/tables';
import { createOutboxWorker, type OutboxWorker } from '../../core/outbox/worker';
import { createServices } from '../../services';
import { openTestDatabase } from '../../test/database';
import { notificationDeliveries, smsOutbox } from './tables';
import { buildCrashTestNotifications } from './testing/crash-fixture';

let database: DatabaseHandle;
let dataDir: string;
let projectId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'exactly-once-'));
  const { auth, projects } = createServices(database, loadConfig({ DATA_DIR: dataDir }));
  const admin = await auth.createAdmin({
    email: 'crash@example.com',
    password: 'Crash-pass-1',
    name: 'Crash',
  });
  projectId = (await projects.create({ name: 'Crash', languages: ['en'], ownerAdminId: admin.id })).id;
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const deliveriesOf = (notificationId: string) =>
  database.db
    .select({ id: notificationDeliveries.id, status: notificationDeliveries.status })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId));
const smsRows = async (to: string) =>
  (await database.db.select().from(smsOutbox).where(eq(smsOutbox.to, to))).length;
const messageOf = async (deliveryId: string) =>
  (
    await database.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.payload}->>'deliveryId' = ${deliveryId}`)
  )[0]!;

async function drainUntilDone(worker: OutboxWorker, deliveryId: string) {
  const deadline = Date.now() + 10_000;
  while ((await messageOf(deliveryId)).status !== 'done') {
    if (Date.now() > deadline) throw new Error('the survivor did not take the message over');
    if ((await worker.runOnce()) === 0) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('exactly-once delivery when a worker dies mid-send', () => {
  // A worker that dies holds a claim it never settles; the survivor takes the message over once the
  // lease runs out, runs it again, and the delivery id recorded by the first run makes that a no-op.
  for (const moment of ['after the SMS was sent', 'after the delivery was recorded'] as const) {
    it(`sends the SMS once when the worker dies ${moment}`, async () => {
      const to = moment === 'after the SMS was sent' ? '+995555000001' : '+995555000002';
      const crash = buildCrashTestNotifications(database.db, {
        dataDir,
        hangAfter: moment === 'after the SMS was sent' ? 'gateway' : 'delivery',
      });
      const receipt = await crash.notifications.sendSms(projectId, { to, body: 'Code 1234' });
      const [delivery] = await deliveriesOf(receipt.id);

      const doomed = createOutboxWorker({
        db: database.db,
        handlers: crash.handlers,
        leaseMs: 300,
        handlerTimeoutMs: 3_600_000,
      });
      const zombie = doomed.runOnce();
      await crash.died;
      expect(await smsRows(to)).toBe(1);

      const survivor = createOutboxWorker({ db: database.db, handlers: crash.handlers, leaseMs: 300 });
      await drainUntilDone(survivor, delivery!.id);
      expect(await smsRows(to)).toBe(1);
      // Died after sending: the gateway is asked again and recognises the delivery id. Died after
      // recording: the delivery is seen as done and the gateway is not even asked.
      expect(crash.gatewayCalls()).toBe(moment === 'after the SMS was sent' ? 2 : 1);
      expect(await messageOf(delivery!.id)).toMatchObject({ status: 'done', attempts: 2 });
      expect(await deliveriesOf(receipt.id)).toEqual([{ id: delivery!.id, status: 'sent' }]);

      // The presumed-dead worker comes back: its stale claim settles nothing and sends nothing.
      crash.revive();
      expect(await zombie).toBe(1);
      expect(await smsRows(to)).toBe(1);
      expect(await messageOf(delivery!.id)).toMatchObject({ status: 'done', attempts: 2 });
    });
  }

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sends the SMS once when a worker process is SIGKILLed mid-send (PostgreSQL: two processes)',
    async () => {
      const to = '+995555000003';
      // This process's pipeline does not die; the child's does.
      const crash = buildCrashTestNotifications(database.db, { dataDir, hangAfter: 'never' });
      const receipt = await crash.notifications.sendSms(projectId, { to, body: 'Code 5678' });
      const [delivery] = await deliveriesOf(receipt.id);
      const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${result.rows[0]!.name}`;

      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          fileURLToPath(new URL('./testing/crash-child.ts', import.meta.url)),
          url.toString(),
          dataDir,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      const deadline = Date.now() + 30_000;
      while (!output.includes('SENT') && child.exitCode === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(output).toContain('SENT');
      child.kill('SIGKILL');
      await once(child, 'exit');
      expect(await smsRows(to)).toBe(1);
      expect((await messageOf(delivery!.id)).status).toBe('pending');

      const survivor = createOutboxWorker({ db: database.db, handlers: crash.handlers, leaseMs: 300 });
      await drainUntilDone(survivor, delivery!.id);
      expect(await smsRows(to)).toBe(1);
      expect(await messageOf(delivery!.id)).toMatchObject({ status: 'done', attempts: 2 });
      expect(crash.gatewayCalls()).toBe(1);
      expect(await deliveriesOf(receipt.id)).toEqual([{ id: delivery!.id, status: 'sent' }]);
    },
    60_000,
  );
});
