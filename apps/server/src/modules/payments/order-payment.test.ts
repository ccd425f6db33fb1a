import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { startTestServer, type TestServer } from '../../test/server';
import { commerceApi } from '../commerce/test-support';
import type { PaymentSettled } from './service';

// A payment for an order: settling it on the sandbox page confirms the order through the outbox,
// once, with the transaction recorded as the mover.

let server: TestServer;
let fixture: ProjectFixture;
let shop: ReturnType<typeof commerceApi>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  shop = commerceApi(server, fixture);
});
afterAll(() => server?.close());

const orderPath = (id: string) => `/api/v2/project/${fixture.project.id}/ecommerce/order/${id}`;

async function payForNewOrder(decision: 'pay' | 'decline') {
  const item = await shop.item({ price: { amount: 289 } });
  const order = await shop.order([{ itemId: item.id, quantity: 10 }]);
  const link = await shop.api.post(
    '/api/v2/payment/payWithLink',
    { amount: 2890, description: 'Euro Regular, 10 L', orderId: order.id, userId: fixture.user.id },
    fixture.headers.private,
  );
  expect(link.status).toBe(201);
  const settled = await fetch(`${server.url}/pay/${link.body.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, lang: 'en' }).toString(),
    redirect: 'manual',
  });
  expect(settled.status).toBe(303);
  return { order, transactionId: link.body.id as string };
}

describe('paying for an order', () => {
  it('confirms the PENDING order once the payment succeeds, naming the transaction', async () => {
    const { order, transactionId } = await payForNewOrder('pay');
    await expect
      .poll(async () => (await shop.api.get(orderPath(order.id), fixture.headers.admin)).body.status, {
        timeout: 10_000,
      })
      .toBe('CONFIRMED');
    const confirmed = await shop.api.get(orderPath(order.id), fixture.headers.admin);
    expect(confirmed.body.statusChanges.at(-1)).toMatchObject({
      from: 'PENDING',
      to: 'CONFIRMED',
      by: { kind: 'payment', id: transactionId },
    });
  });

  it('leaves the order PENDING when the payment is declined', async () => {
    const { order } = await payForNewOrder('decline');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await shop.api.get(orderPath(order.id), fixture.headers.admin)).body.status).toBe('PENDING');
  });

  it('records a redelivered settlement only once', async () => {
    const item = await shop.item();
    const order = await shop.order([{ itemId: item.id, quantity: 1 }]);
    const { commerce } = (await import('../../services')).createServices(server.database, server.config);
    const event: PaymentSettled = {
      transactionId: crypto.randomUUID(),
      projectId: fixture.project.id,
      orderId: order.id,
      status: 'succeeded',
      amount: 1000,
      currency: 'GEL',
    };
    await Promise.all([commerce.orders.recordPayment(event), commerce.orders.recordPayment(event)]);
    await commerce.orders.recordPayment(event);
    const history = (await shop.api.get(orderPath(order.id), fixture.headers.admin)).body.statusChanges;
    expect(history.filter((change: { by: { kind: string } }) => change.by.kind === 'payment')).toHaveLength(
      1,
    );
  });
});
