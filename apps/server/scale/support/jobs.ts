import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { outboxMessages } from '../../src/core/outbox/tables';
import { fleetOrderHistory, fleetOrders } from '../../src/modules/fleet/orders/tables';
import { DELIVER_TOPIC } from '../../src/modules/notifications/delivery';
import { notificationDeliveries } from '../../src/modules/notifications/tables';
import { createServices } from '../../src/services';
import type { ProjectFixture } from '../../src/test/fixtures';
import { http } from '../../src/test/http';
import { managerHeaders } from './demo';
import type { Deployment } from './deployment';

// The server's scheduled work is the outbox worker and the orders' deadline job (expiry.ts); both run in
// every instance. With two instances running them, each due item must be handled exactly once.

/** Polls until `probe` answers true; the bound only keeps a broken run from hanging. */
async function until(probe: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mailboxOf = async (dataDir: string) =>
  (await readdir(path.join(dataDir, 'mailbox')).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.eml'),
  );

export async function checkJobsRunOnce(
  { serverA, serverB, database, config }: Deployment,
  fixture: ProjectFixture,
  counts: { orders: number; emails: number },
) {
  const { db } = database;
  // Orders past their deadline: placed through both instances, then their deadline moved back.
  const manager = await managerHeaders(serverA.url);
  const orderIds: string[] = [];
  for (let index = 0; index < counts.orders; index++) {
    const placed = await http(index % 2 ? serverB.url : serverA.url).post(
      '/api/v2/fleet/orders',
      { kind: 'fuel', lines: [{ product: 'EURO_REGULAR', unit: 'liters', quantity: 50 + 10 * index }] },
      manager,
    );
    if (placed.status !== 201) throw new Error(`order: ${JSON.stringify(placed.body)}`);
    orderIds.push(placed.body.id);
  }
  await db
    .update(fleetOrders)
    .set({ deadlineAt: new Date(Date.now() - 60_000) })
    .where(inArray(fleetOrders.id, orderIds));

  // E-mails: one notification to many users is one outbox message per delivery.
  const services = createServices(database, config);
  const users = await Promise.all(
    Array.from({ length: counts.emails }, () =>
      services.auth.createUser({
        projectId: fixture.project.id,
        email: `mail-${randomUUID().slice(0, 8)}@example.ge`,
        password: 'Mail-pass-1',
      }),
    ),
  );
  const sent = await http(serverB.url).post(
    '/api/v2/notification',
    {
      projectId: fixture.project.id,
      type: 'EMAIL',
      title: { en: 'Two instances' },
      body: { en: 'One e-mail each' },
      userIds: users.map((user) => user.id),
    },
    fixture.headers.admin,
  );
  if (sent.status !== 201) throw new Error(`notification: ${JSON.stringify(sent.body)}`);

  await until(async () => {
    const left = await db
      .select({ id: fleetOrders.id })
      .from(fleetOrders)
      .where(and(inArray(fleetOrders.id, orderIds), sql`${fleetOrders.status} <> 'expired'`));
    return left.length === 0;
  }, 'the orders to expire');
  const deliveries = await db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, sent.body.id));
  const deliveryIds = deliveries.map((delivery) => delivery.id);
  const messages = async () =>
    db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.topic, DELIVER_TOPIC),
          inArray(sql`${outboxMessages.payload}->>'deliveryId'`, deliveryIds),
        ),
      );
  await until(
    async () => (await messages()).every((message) => message.status === 'done'),
    'the e-mails to be delivered',
  );

  const expiries = await db
    .select({ orderId: fleetOrderHistory.orderId, moves: sql<number>`count(*)::int` })
    .from(fleetOrderHistory)
    .where(and(inArray(fleetOrderHistory.orderId, orderIds), eq(fleetOrderHistory.toStatus, 'expired')))
    .groupBy(fleetOrderHistory.orderId);
  const ours = new Set(deliveryIds.map((id) => `${id}.eml`));
  const [inA, inB] = [
    (await mailboxOf(serverA.dataDir)).filter((name) => ours.has(name)),
    (await mailboxOf(serverB.dataDir)).filter((name) => ours.has(name)),
  ];
  const claims = await messages();
  return {
    expiredTwice: expiries.filter((row) => row.moves !== 1).map((row) => row.orderId),
    notExpired: orderIds.filter((id) => !expiries.some((row) => row.orderId === id)),
    deliveries: deliveries.length,
    mailboxTotal: inA.length + inB.length,
    inBothMailboxes: inA.filter((name) => inB.includes(name)),
    claimedTwice: claims.filter((message) => message.attempts !== 1).map((message) => message.id),
    figures: {
      'jobs: due orders / expired once': `${orderIds.length} / ${expiries.filter((row) => row.moves === 1).length}`,
      'jobs: e-mails / delivered (by A + by B)': `${deliveries.length} / ${inA.length + inB.length} (${inA.length} + ${inB.length})`,
      'jobs: outbox messages claimed more than once': claims.filter((message) => message.attempts !== 1)
        .length,
    },
  };
}
