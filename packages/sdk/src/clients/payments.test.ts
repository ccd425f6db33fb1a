import { randomUUID } from 'node:crypto';
import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientError, recordingFetch } from '../test/support';
import { PrivateClient } from './private';
import { UserClient } from './user';

let server: TestServer;
let fixture: ProjectFixture;
let other: ProjectFixture;
let backEnd: PrivateClient;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  [fixture, other] = await Promise.all([createProjectFixture(server), createProjectFixture(server)]);
  backEnd = new PrivateClient({ url: server.url, privateKey: fixture.project.privateApiKey });
});
afterAll(() => server.close());

/** What a payer's browser does on the sandbox page: submit the form. */
async function decide(paymentUrl: string, decision: 'pay' | 'decline') {
  const response = await fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
    redirect: 'manual',
  });
  return response.status;
}

describe('PrivateClient.payments', () => {
  it('loads its project once before the first call, then creates a transaction with a payment link', async () => {
    const recorder = recordingFetch();
    const client = new PrivateClient({
      url: server.url,
      privateKey: fixture.project.privateApiKey,
      fetch: recorder.fetch,
    });
    const transaction = await client.payments.payWithLink({
      amount: 2550,
      description: 'Diesel, 10 L',
      userId: fixture.user.id,
    });
    expect(recorder.requests).toEqual(['GET /api/v2/project/self', 'POST /api/v2/payment/payWithLink']);
    expect(transaction).toMatchObject({
      amount: 2550,
      currency: 'GEL',
      status: 'pending',
      completedAt: null,
    });
    expect(transaction.createdAt).toBeInstanceOf(Date);
    expect(transaction.paymentUrl).toBe(`${server.url}/pay/${transaction.id}`);
    expect(transaction.history[0]!.at).toBeInstanceOf(Date);
  });

  it('returns the same transaction for a repeated idempotency key, and 409 when the body differs', async () => {
    const idempotencyKey = randomUUID();
    const first = await backEnd.payments.payWithLink({ amount: 900, description: 'Wash', idempotencyKey });
    const again = await backEnd.payments.payWithLink({ amount: 900, description: 'Wash', idempotencyKey });
    expect(again.id).toBe(first.id);
    const changed = await clientError(
      backEnd.payments.payWithLink({ amount: 901, description: 'Wash', idempotencyKey }),
    );
    expect(changed).toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    const without = await backEnd.payments.payWithLink({ amount: 900, description: 'Wash' });
    expect(without.id).not.toBe(first.id);
  });

  it('follows the payer’s decision on the sandbox page: succeeded once, with history and a notification', async () => {
    const transaction = await backEnd.payments.payWithLink({
      amount: 12_000,
      description: 'Fuel card',
      userId: fixture.user.id,
      orderId: randomUUID(),
    });
    expect(await decide(transaction.paymentUrl, 'pay')).toBe(303);
    expect(await decide(transaction.paymentUrl, 'decline')).toBe(409);
    const settled = await backEnd.payments.transaction(transaction.id);
    expect(settled).toMatchObject({ status: 'succeeded' });
    expect(settled.completedAt).toBeInstanceOf(Date);
    expect(settled.history.map((event) => event.status)).toEqual(['pending', 'succeeded']);

    const payer = new UserClient({
      url: server.url,
      sessionId: fixture.user.sessionId,
      projectKey: fixture.project.apiKey,
    });
    const list = await payer.notifications.list({ type: 'IN_APP' });
    const notice = list.items.find((item) => item.data.transactionId === transaction.id);
    expect(notice).toMatchObject({ inAppType: 'PAYMENT', data: { status: 'succeeded', amount: 12_000 } });
  });

  it('marks a declined payment failed', async () => {
    const transaction = await backEnd.payments.payWithLink({ amount: 100, description: 'Gum' });
    expect(await decide(transaction.paymentUrl, 'decline')).toBe(303);
    expect((await backEnd.payments.transaction(transaction.id)).status).toBe('failed');
  });

  it('fails with VALIDATION_FAILED for non-integer amounts and payers of other projects, 404 elsewhere', async () => {
    const fraction = await clientError(backEnd.payments.payWithLink({ amount: 10.5, description: 'x' }));
    expect(fraction).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(fraction.fields[0]!.path).toBe('amount');
    const foreignPayer = await clientError(
      backEnd.payments.payWithLink({ amount: 100, description: 'x', userId: other.user.id }),
    );
    expect(foreignPayer.fields[0]).toMatchObject({ path: 'userId', rule: 'exists' });

    const theirs = await new PrivateClient({
      url: server.url,
      privateKey: other.project.privateApiKey,
    }).payments.payWithLink({ amount: 100, description: 'theirs' });
    expect(await clientError(backEnd.payments.transaction(theirs.id))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await clientError(backEnd.payments.transaction('not-a-uuid'))).toMatchObject({ status: 400 });
  });
});
