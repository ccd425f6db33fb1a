import { randomInt } from 'node:crypto';
import {
  createProjectFixture,
  http,
  type Json,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminClient } from '../clients/admin';
import { FleetBackOfficeClient, FleetClient } from '../fleet';
import { FINAL_STATUSES, orderTotal, priceLine } from '../fleet-rules';
import { clientError } from '../test/support';

// The kit's order, card and back-office calls against the real server: a company signs up, orders,
// pays with a document and follows its order to ISSUED while the retailer's staff move it.

let server: TestServer;
let fixture: ProjectFixture;
let fleet: FleetClient;
let backOffice: FleetBackOfficeClient;
let companySession: string;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  const admin = new AdminClient({ url: server.url, sessionId: fixture.admin.sessionId });
  for (const [sku, amount] of [
    ['EURO_REGULAR', 289],
    ['EURO_DIESEL', 309],
    ['G_FORCE_PREMIUM', 319],
  ] as const) {
    await admin.project(fixture.project.id).items.create({
      sku,
      type: 'fuel',
      status: 'active',
      title: { en: sku, ka: sku },
      price: { amount, currency: 'GEL' },
      unit: 'liter',
    });
  }
  companySession = await signUp();
  fleet = new FleetClient({ url: server.url, projectKey: fixture.project.apiKey, sessionId: companySession });
  backOffice = new FleetBackOfficeClient({
    url: server.url,
    sessionId: fixture.admin.sessionId,
    projectId: fixture.project.id,
  });
});
afterAll(() => server?.close());

/** A company's sign-up through the kit, the code read from the SMS outbox; answers the session id. */
async function signUp(): Promise<string> {
  const signup = new FleetClient({ url: server.url, projectKey: fixture.project.apiKey });
  const phone = `+9955${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const { verificationId } = await signup.signup.sendCode({ phone });
  let code: string | undefined;
  for (const until = Date.now() + 15_000; !code && Date.now() < until; ) {
    const outbox = await http(server.url).get(
      `/api/v2/notification/sms/outbox?projectId=${fixture.project.id}&to=${encodeURIComponent(phone)}`,
      fixture.headers.admin,
    );
    code = (outbox.body.items as Json[])[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const session = await signup.signup.complete({
    contragentType: 'ORGANIZATION',
    identificationCode: '406789012',
    email: `orders-${randomInt(1e9)}@example.ge`,
    phone,
    password: 'Kit-pass-1!',
    firstName: 'Tamar',
    lastName: 'Gelashvili',
    verificationId,
    code: code!,
  });
  return session.sessionId;
}

const pdf = () => new Blob([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n')]);

describe('FleetClient.orders', () => {
  it('names the refused field and the message key', async () => {
    const error = await clientError(
      fleet.orders.place({
        kind: 'coupons',
        lines: [{ product: 'EURO_DIESEL', denomination: 20, quantity: 7 }],
      }),
    );
    expect([error.status, error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(error.fields).toEqual([
      { path: 'lines.0.quantity', rule: 'not_multiple_of', message: 'couponRatings' },
    ]);
  });

  it('places one order for one idempotency key and reads it back with dates', async () => {
    const body = {
      kind: 'fuel' as const,
      lines: [{ product: 'EURO_REGULAR' as const, unit: 'liters' as const, quantity: 40 }],
    };
    const idempotencyKey = crypto.randomUUID();
    const [first, second] = await Promise.all([
      fleet.orders.place(body, { idempotencyKey }),
      fleet.orders.place(body, { idempotencyKey }),
    ]);
    expect(second.id).toBe(first.id);
    expect(first.total).toEqual({ amount: 40 * 289, currency: 'GEL' });
    expect(first.createdAt).toBeInstanceOf(Date);
    const page = await fleet.orders.list({ statusIn: ['PENDING', 'CONFIRMED'], kindIn: ['fuel'], limit: 5 });
    expect(page.items.map((order) => order.id)).toContain(first.id);
    expect((await fleet.orders.list({ statusIn: ['ISSUED'] })).total).toBe(0);
  });

  it('prices a line as the server does, and sums what is unpaid', async () => {
    const prices = await fleet.orders.prices();
    const diesel = prices.items.find((item) => item.product === 'EURO_DIESEL')!;
    expect(diesel.unitPrice).toEqual({ amount: 309, currency: 'GEL' });
    const line = { unit: 'GEL' as const, quantity: 70 };
    const order = await fleet.orders.place({ kind: 'fuel', lines: [{ product: 'EURO_DIESEL', ...line }] });
    const priced = priceLine('fuel', line, diesel.unitPrice.amount);
    expect(order.total.amount).toBe(orderTotal([priced]));
    const unpaid = await fleet.orders.summary({ productIn: ['EURO_DIESEL'], kindIn: ['fuel'] });
    expect(unpaid.unpaid.count).toBeGreaterThanOrEqual(1);
    const rows = await fleet.orders.list({
      productIn: ['EURO_DIESEL'],
      kindIn: ['fuel'],
      statusIn: ['PENDING'],
    });
    const owed = rows.items.filter((row) => !row.payment.companyConfirmedAt);
    expect(unpaid.unpaid.total.amount).toBe(owed.reduce((total, row) => total + row.total.amount, 0));
  });

  it('takes a fuel order through payment documents and the back office to ISSUED', async () => {
    const order = await fleet.orders.place({
      kind: 'fuel',
      lines: [{ product: 'EURO_DIESEL', unit: 'GEL', quantity: 100 }],
    });
    const document = await fleet.orders.uploadDocument(order.id, pdf(), 'payment-order.pdf');
    expect(document).toMatchObject({ name: 'payment-order.pdf', contentType: 'application/pdf' });
    await fleet.orders.confirmPayment(order.id);

    const queue = await backOffice.orders.list({ awaitingPaymentCheck: true });
    expect(queue.items.map((item) => item.id)).toContain(order.id);
    expect((await clientError(backOffice.orders.move(order.id, { status: 'READY' }))).code).toBe(
      'INVALID_TRANSITION',
    );
    const accepted = await backOffice.orders.acceptPayment(order.id);
    expect(accepted).toMatchObject({ status: 'CONFIRMED', payment: { paid: true, documentsLocked: true } });
    await backOffice.orders.move(order.id, { status: 'READY' });
    const issued = await backOffice.orders.move(order.id, { status: 'ISSUED' });
    expect(issued.history.map((entry) => entry.to)).toEqual(['PENDING', 'CONFIRMED', 'READY', 'ISSUED']);

    const seen = await fleet.orders.get(order.id);
    expect(seen.status).toBe('ISSUED');
    const locked = await clientError(fleet.orders.removeDocument(order.id, document.id));
    expect([locked.status, locked.code, locked.message]).toEqual([
      409,
      'FILE_NOT_DELETED',
      'File not deleted',
    ]);
  });

  it('refuses an 11th document', async () => {
    const order = await fleet.orders.place({
      kind: 'fuel',
      lines: [{ product: 'G_FORCE_PREMIUM', unit: 'liters', quantity: 10 }],
    });
    for (let index = 0; index < 10; index += 1)
      await fleet.orders.uploadDocument(order.id, pdf(), `p${index}.pdf`);
    const eleventh = await clientError(fleet.orders.uploadDocument(order.id, pdf(), 'p10.pdf'));
    expect([eleventh.status, eleventh.code]).toEqual([409, 'DOCUMENT_LIMIT']);
  });

  it('lists final orders with their documents (the archive) and downloads one', async () => {
    const order = await fleet.orders.place({
      kind: 'fuel',
      lines: [{ product: 'EURO_REGULAR', unit: 'liters', quantity: 30 }],
    });
    await fleet.orders.uploadDocument(order.id, pdf(), 'ინვოისი.pdf');
    await fleet.orders.cancel(order.id);
    const page = await fleet.orders.list({
      statusIn: [...FINAL_STATUSES],
      withDocuments: true,
      search: String(order.number),
    });
    expect(page.items.map((item) => [item.id, item.status])).toEqual([[order.id, 'CANCELLED']]);
    const [document] = page.items[0]?.documents ?? [];
    expect(document).toMatchObject({ name: 'ინვოისი.pdf', contentType: 'application/pdf' });
    const blob = await fleet.orders.downloadDocument(document!);
    expect(await blob.text()).toMatch(/^%PDF-1\.7/);
    const gone = await clientError(
      fleet.orders.downloadDocument({ fileId: crypto.randomUUID(), name: 'x.pdf' }),
    );
    expect(gone.status).toBe(404);
  });

  it('answers a payment link', async () => {
    const order = await fleet.orders.place({
      kind: 'fuel',
      lines: [{ product: 'EURO_REGULAR', unit: 'liters', quantity: 10 }],
    });
    const link = await fleet.orders.payOnline(order.id, { returnUrl: 'http://localhost:3000/back' });
    expect(link.paymentUrl).toBe(`${server.url}/pay/${link.transactionId}`);
  });
});

describe('FleetClient.cards', () => {
  it('orders cards, which the back office issues; the company blocks one and changes its limits', async () => {
    const order = await fleet.cards.orders.place({
      cardType: 'UNIVERSAL',
      quantity: 2,
      limits: [{ period: 'daily', unit: 'liters', amount: 80 }],
      products: ['EURO_DIESEL'],
    });
    expect(order.cardRequest).toMatchObject({ cardType: 'UNIVERSAL', quantity: 2 });
    expect((await fleet.cards.orders.list()).items.map((item) => item.id)).toContain(order.id);
    for (const status of ['CONFIRMED', 'READY'] as const) await backOffice.orders.move(order.id, { status });
    await backOffice.orders.move(order.id, { status: 'ISSUED', cardNumbers: ['KIT001', 'KIT002'] });

    const cards = await fleet.cards.list({ search: 'KIT', sort: 'number' });
    expect(cards.items.map((card) => card.number)).toEqual(['KIT001', 'KIT002']);
    const card = cards.items[0]!;
    expect((await fleet.cards.block(card.id)).status).toBe('blocked');
    expect((await fleet.cards.unblock(card.id)).status).toBe('active');
    const changed = await fleet.cards.updateSettings(card.id, {
      limits: [{ period: 'monthly', unit: 'GEL', amount: 900 }],
      products: ['EURO_DIESEL', 'EURO_REGULAR'],
    });
    expect(changed.limits).toEqual([
      { period: 'monthly', unit: 'GEL', amount: 900, used: 0, remaining: 900 },
    ]);
    const replaced = await fleet.cards.replace(card.id, { reason: 'stolen' });
    expect(replaced.closed.status).toBe('closed');
    expect((await fleet.cards.orders.get(replaced.orderId)).cardRequest?.replacesCardId).toBe(card.id);
  });

  it('keeps the back office from company users', async () => {
    const session = (fleet as unknown as { orders: { transport: { sessionId: string } } }).orders.transport
      .sessionId;
    const intruder = new FleetBackOfficeClient({
      url: server.url,
      sessionId: session,
      projectId: fixture.project.id,
    });
    expect((await clientError(intruder.orders.list())).status).toBe(401);
  });
});
