import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let fixture: ProjectFixture;
let api: ReturnType<typeof http>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  api = http(server.url);
  fixture = await createProjectFixture(server);
});
afterAll(() => server?.close());

const order = { amount: 1250, description: 'Premium 95, 5 L', userId: '' };
const payWithLink = (body: object, headers: Record<string, string> = {}) =>
  api.post('/api/v2/payment/payWithLink', body, { ...fixture.headers.private, ...headers });

/** Submits the sandbox page's form as a browser does, without following the redirect. */
const decide = (id: string, decision: string, lang = 'en') =>
  fetch(`${server.url}/pay/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, lang }).toString(),
    redirect: 'manual',
  });

describe('payWithLink', () => {
  it('creates a pending transaction with a link to the sandbox page', async () => {
    const created = await payWithLink({ ...order, userId: fixture.user.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      amount: 1250,
      currency: 'GEL',
      status: 'pending',
      provider: 'sandbox',
      paymentUrl: `${server.url}/pay/${created.body.id}`,
      history: [expect.objectContaining({ status: 'pending' })],
    });
    const read = await api.get(`/api/v2/transaction/${created.body.id}`, fixture.headers.private);
    expect(read.body).toEqual(created.body);
  });

  it('honours the idempotency key: same body → same transaction, other body → 409', async () => {
    const key = { 'idempotency-key': randomUUID() };
    const first = await payWithLink({ amount: 500, description: 'Car wash' }, key);
    const again = await payWithLink({ amount: 500, currency: 'GEL', description: 'Car wash' }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    const other = await payWithLink({ amount: 501, description: 'Car wash' }, key);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Keys belong to a project: another project may use the same one.
    const elsewhere = await createProjectFixture(server);
    const theirs = await api.post(
      '/api/v2/payment/payWithLink',
      { amount: 500, description: 'Car wash' },
      { ...elsewhere.headers.private, ...key },
    );
    expect(theirs.status).toBe(201);
  });

  it('refuses fractional or non-positive amounts, other currencies and a payer from elsewhere', async () => {
    const bad = await payWithLink({ amount: 12.5, currency: 'USD', description: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((field: { path: string }) => field.path).sort()).toEqual([
      'amount',
      'currency',
      'description',
    ]);
    expect((await payWithLink({ amount: 0, description: 'x' })).status).toBe(400);
    const stranger = await createProjectFixture(server);
    const foreignPayer = await payWithLink({ amount: 100, description: 'x', userId: stranger.user.id });
    expect(foreignPayer.body.fields).toEqual([expect.objectContaining({ path: 'userId', rule: 'exists' })]);
  });

  it('hides another project’s transaction (404)', async () => {
    const created = await payWithLink({ amount: 100, description: 'Mine' });
    const other = await createProjectFixture(server);
    const read = await api.get(`/api/v2/transaction/${created.body.id}`, other.headers.private);
    expect(read.status).toBe(404);
    expect((await api.get(`/api/v2/transaction/${randomUUID()}`, fixture.headers.private)).status).toBe(404);
  });
});

describe('the sandbox payment page', () => {
  it('shows the payment in English or Georgian, as an accessible form', async () => {
    const created = await payWithLink({ amount: 1999, description: 'Diesel <b>&</b> oil' });
    const english = await fetch(created.body.paymentUrl);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toMatch(/^text\/html/);
    expect(english.headers.get('x-frame-options')).toBe('DENY');
    const page = await english.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('19.99 GEL');
    expect(page).toContain('Diesel &lt;b&gt;&amp;&lt;/b&gt; oil');
    expect(page).toMatch(/<fieldset>\s*<legend>Your decision<\/legend>/);
    expect(page).toContain('<button type="submit" name="decision" value="pay">Pay 19.99 GEL</button>');

    const georgian = await (await fetch(`${created.body.paymentUrl}?lang=ka`)).text();
    expect(georgian).toContain('<html lang="ka">');
    expect(georgian).toContain('გადახდა 19.99 GEL');
    const byHeader = await fetch(created.body.paymentUrl, {
      headers: { 'accept-language': 'ka-GE,ka;q=0.9' },
    });
    expect(await byHeader.text()).toContain('<html lang="ka">');
    expect((await fetch(`${server.url}/pay/${randomUUID()}`)).status).toBe(404);
    expect((await fetch(`${server.url}/pay/not-an-id`)).status).toBe(404);
  });

  it('settles once: paying succeeds, notifies the payer in-app, and a second decision changes nothing', async () => {
    const created = await payWithLink({
      amount: 4200,
      description: 'Fuel card top-up',
      userId: fixture.user.id,
      orderId: randomUUID(),
      returnUrl: 'https://shop.example.com/done',
    });
    const paid = await decide(created.body.id, 'pay', 'ka');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/pay/${created.body.id}?lang=ka`);
    const after = await (await fetch(`${server.url}${paid.headers.get('location')}`)).text();
    expect(after).toContain('role="status"');
    expect(after).toContain('href="https://shop.example.com/done"');

    const read = await api.get(`/api/v2/transaction/${created.body.id}`, fixture.headers.private);
    expect(read.body.status).toBe('succeeded');
    expect(read.body.completedAt).toEqual(expect.any(String));
    expect(read.body.history.map((event: { status: string }) => event.status)).toEqual([
      'pending',
      'succeeded',
    ]);

    const notifications = await api.get('/api/v2/notification', fixture.headers.user);
    expect(notifications.body.items[0]).toMatchObject({
      type: 'IN_APP',
      inAppType: 'PAYMENT',
      title: { en: 'Payment received', ka: 'გადახდა მიღებულია' },
      data: { transactionId: created.body.id, status: 'succeeded', amount: 4200, currency: 'GEL' },
    });

    const twice = await decide(created.body.id, 'decline');
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain('already completed');
    expect(
      (await api.get(`/api/v2/transaction/${created.body.id}`, fixture.headers.private)).body.status,
    ).toBe('succeeded');
  });

  it('declining fails the transaction; a decision that is neither is refused', async () => {
    const created = await payWithLink({ amount: 300, description: 'Coffee' });
    expect((await decide(created.body.id, 'maybe')).status).toBe(400);
    const declined = await decide(created.body.id, 'decline');
    expect(declined.status).toBe(303);
    const read = await api.get(`/api/v2/transaction/${created.body.id}`, fixture.headers.private);
    expect(read.body).toMatchObject({ status: 'failed' });
    expect(read.body.history.at(-1)).toMatchObject({
      status: 'failed',
      note: 'declined on the sandbox page',
    });
  });

  it('lets only one of two simultaneous decisions win', async () => {
    const created = await payWithLink({ amount: 700, description: 'Race' });
    const statuses = (
      await Promise.all([decide(created.body.id, 'pay'), decide(created.body.id, 'decline')])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([303, 409]);
    const read = await api.get(`/api/v2/transaction/${created.body.id}`, fixture.headers.private);
    expect(read.body.history).toHaveLength(2);
  });
});
