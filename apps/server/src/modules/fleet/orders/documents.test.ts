import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { eventually } from '../test-support';
import { cardOrderOf, fuelOrder, type OrderWorld, orderWorld } from './test-support';

let server: TestServer;
let world: OrderWorld;
let company: Awaited<ReturnType<OrderWorld['company']>>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  world = await orderWorld(server, await createProjectFixture(server));
  company = await world.company('405123456');
});
afterAll(() => server?.close());

const headers = () => company.owner.headers;
const newOrder = async () =>
  (await world.api.post('/api/v2/fleet/orders', fuelOrder(), headers())).body as Json;
const attach = (orderId: string, fileId: string, as = headers()) =>
  world.api.post(`/api/v2/fleet/orders/${orderId}/documents`, { fileId }, as);
const detail = async (orderId: string) =>
  (await world.api.get(`/api/v2/fleet/orders/${orderId}`, headers())).body as Json;

describe('payment documents', () => {
  it('takes up to 10 files from the platform’s upload and refuses the 11th', async () => {
    const order = await newOrder();
    const files = await Promise.all(Array.from({ length: 11 }, () => world.upload(headers())));
    for (const fileId of files.slice(0, 10)) expect((await attach(order.id, fileId)).status).toBe(201);
    const eleventh = await attach(order.id, files[10]!);
    expect([eleventh.status, eleventh.body.code, eleventh.body.message]).toEqual([
      409,
      'DOCUMENT_LIMIT',
      'At most 10 payment documents',
    ]);
    const seen = await detail(order.id);
    expect([seen.documentCount, seen.documents.length]).toEqual([10, 10]);
    expect(seen.documents[0]).toMatchObject({
      contentType: 'application/pdf',
      url: expect.stringContaining('/files/'),
    });
  });

  it('holds the limit when uploads race', async () => {
    const order = await newOrder();
    const files = await Promise.all(Array.from({ length: 14 }, () => world.upload(headers())));
    const answers = await Promise.all(files.map((fileId) => attach(order.id, fileId)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.body.code === 'DOCUMENT_LIMIT')).toHaveLength(4);
    expect((await detail(order.id)).documentCount).toBe(10);
  });

  it('takes only the user’s own uploads', async () => {
    const order = await newOrder();
    const colleague = await company.member({ fuelRequest: 'EDIT' });
    const theirs = await world.upload(colleague.headers);
    const refused = await attach(order.id, theirs);
    expect([refused.status, refused.body.fields[0].path]).toEqual([400, 'fileId']);
    expect((await attach(order.id, crypto.randomUUID())).status).toBe(400);
  });

  it('locks the documents once both sides confirmed the payment', async () => {
    const order = await newOrder();
    const first = await attach(order.id, await world.upload(headers()));
    const accept = () => world.api.post(world.backOffice(`/${order.id}/payment/accept`), {}, world.admin);
    expect((await accept()).body.code).toBe('NOT_CONFIRMED_BY_COMPANY');

    const confirmed = await world.api.post(`/api/v2/fleet/orders/${order.id}/payment/confirm`, {}, headers());
    expect(confirmed.body.payment).toMatchObject({
      companyConfirmedAt: expect.any(String),
      documentsLocked: false,
    });
    // One side only: still open.
    const second = await attach(order.id, await world.upload(headers()));
    expect(second.status).toBe(201);
    expect(
      (await world.api.delete(`/api/v2/fleet/orders/${order.id}/documents/${second.body.id}`, headers()))
        .status,
    ).toBe(204);

    const accepted = await accept();
    expect(accepted.body).toMatchObject({
      status: 'CONFIRMED',
      payment: { paid: true, documentsLocked: true },
      deadlineAt: null,
    });
    expect(accepted.body.history.at(-1)).toMatchObject({ from: 'PENDING', to: 'CONFIRMED', by: 'retailer' });

    const late = await attach(order.id, await world.upload(headers()));
    expect([late.status, late.body.code]).toEqual([409, 'DOCUMENTS_LOCKED']);
    const removal = await world.api.delete(
      `/api/v2/fleet/orders/${order.id}/documents/${first.body.id}`,
      headers(),
    );
    expect([removal.status, removal.body.code, removal.body.message]).toEqual([
      409,
      'FILE_NOT_DELETED',
      'File not deleted',
    ]);
    expect((await detail(order.id)).documentCount).toBe(1);
    expect((await accept()).body.code).toBe('ORDER_CLOSED');
  });

  it('wants a document before the company confirms; removing the last one takes the confirmation back', async () => {
    const order = await newOrder();
    const confirm = () => world.api.post(`/api/v2/fleet/orders/${order.id}/payment/confirm`, {}, headers());
    expect((await confirm()).body.code).toBe('NO_DOCUMENTS');
    const document = await attach(order.id, await world.upload(headers()));
    expect((await confirm()).status).toBe(200);
    await world.api.delete(`/api/v2/fleet/orders/${order.id}/documents/${document.body.id}`, headers());
    expect((await detail(order.id)).payment.companyConfirmedAt).toBeNull();
  });

  it('takes no documents on a card order or a closed order', async () => {
    const cards = await world.api.post('/api/v2/fleet/card-orders', cardOrderOf(1), headers());
    expect((await attach(cards.body.id, await world.upload(headers()))).status).toBe(404);
    const order = await newOrder();
    await world.api.post(`/api/v2/fleet/orders/${order.id}/cancel`, {}, headers());
    expect((await attach(order.id, await world.upload(headers()))).body.code).toBe('ORDER_CLOSED');
  });
});

describe('paying online', () => {
  const payOnPage = (transactionId: string, decision: 'pay' | 'decline') =>
    fetch(`${server.url}/pay/${transactionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision, lang: 'en' }).toString(),
      redirect: 'manual',
    });

  it('confirms the payment by itself through the pay-with-link page', async () => {
    const order = await newOrder();
    const link = await world.api.post(
      `/api/v2/fleet/orders/${order.id}/payment/online`,
      { returnUrl: 'http://localhost:3000/dashboard/fuel-request/order-history' },
      headers(),
    );
    expect(link.status).toBe(200);
    expect(link.body.paymentUrl).toContain(`/pay/${link.body.transactionId}`);
    const again = await world.api.post(`/api/v2/fleet/orders/${order.id}/payment/online`, {}, headers());
    expect(again.body.transactionId).toBe(link.body.transactionId);

    expect((await payOnPage(link.body.transactionId, 'pay')).status).toBe(303);
    const paid = await eventually(async () => {
      const seen = await detail(order.id);
      return seen.status === 'CONFIRMED' ? seen : undefined;
    });
    expect(paid.payment).toMatchObject({
      type: 'online',
      paid: true,
      documentsLocked: true,
      transaction: { id: link.body.transactionId, status: 'succeeded' },
    });
    expect(paid.history.at(-1)).toMatchObject({
      to: 'CONFIRMED',
      by: 'system',
      byId: link.body.transactionId,
    });
  });

  it('lets the company try again after a declined payment', async () => {
    const order = await newOrder();
    const link = await world.api.post(`/api/v2/fleet/orders/${order.id}/payment/online`, {}, headers());
    await payOnPage(link.body.transactionId, 'decline');
    await eventually(async () => ((await detail(order.id)).payment.transaction === null ? true : undefined));
    const retry = await world.api.post(`/api/v2/fleet/orders/${order.id}/payment/online`, {}, headers());
    expect(retry.body.transactionId).not.toBe(link.body.transactionId);
    expect((await detail(order.id)).status).toBe('PENDING');
  });
});
