import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { redisBinary, startRedis } from '../../../test/redis';
import { startTestServer, type TestServer } from '../../../test/server';
import { cardTransactions } from '../transactions/tables';
import { erpTools } from './test-support';

let server: TestServer;
let fixture: ProjectFixture;
let tools: Awaited<ReturnType<typeof erpTools>>;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  tools = await erpTools(server, fixture);
});
afterAll(() => server?.close());

const FEED = '/api/v2/fleet/transactions/feed';

async function reader(scopes = ['transactions:read']) {
  const { admin, card, company } = await tools.erpCompany();
  const client = await tools.createClient(admin, { scopes });
  const headers = await tools.bearer(client.id, client.secret);
  const page = async (after: string | undefined, limit: number) => {
    const answer = await tools.api.get(`${FEED}?limit=${limit}${after ? `&after=${after}` : ''}`, headers);
    if (answer.status !== 200) throw new Error(`feed failed: ${JSON.stringify(answer.body)}`);
    return answer.body as { items: Json[]; nextCursor: string };
  };
  return { card, company, page, headers };
}

describe('the transaction feed', () => {
  it('pages through everything since a cursor, new rows after it, none skipped or repeated', async () => {
    const { card, page } = await reader();
    const moment = new Date();
    const expected = await tools.purchases(card, 5, moment);
    const seen: string[] = [];
    let first = await page(undefined, 2);
    seen.push(...first.items.map((item) => item.id));
    // Between pages: more at the very same moment, and one earlier than everything read so far.
    expected.push(...(await tools.purchases(card, 3, moment)));
    expected.push(...(await tools.purchases(card, 1, new Date(moment.getTime() - 60_000))));
    let cursor = first.nextCursor;
    for (;;) {
      const next = await page(cursor, 2);
      seen.push(...next.items.map((item) => item.id));
      if (!next.items.length) {
        expect(next.nextCursor).toBe(cursor);
        break;
      }
      cursor = next.nextCursor;
      if (seen.length === 6) expected.push(...(await tools.purchases(card, 2, moment)));
    }
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
    // Later: only what came after the last cursor.
    const later = await tools.purchases(card, 1);
    first = await page(cursor, 10);
    expect(first.items.map((item) => item.id)).toEqual(later);
    expect(first.items[0]).toMatchObject({ cardId: card.id, decision: 'approved' });
  });

  it('brings a purchase voided later through again, once, with its voidedAt', async () => {
    const { card, page } = await reader();
    const body = tools.purchase(card.number);
    const approved = await tools.authorize(body);
    expect(approved.body.decision).toBe('approved');
    const read = await page(undefined, 100);
    expect(read.items.map((item) => [item.id, item.voidedAt])).toEqual([[approved.body.id, null]]);
    expect((await tools.voidIt(body)).status).toBe(200);
    const again = await page(read.nextCursor, 100);
    expect(again.items.map((item) => item.id)).toEqual([approved.body.id]);
    expect(again.items[0]!.voidedAt).not.toBeNull();
    // A repeated void changes nothing, so it does not come again.
    await tools.voidIt(body);
    expect((await page(again.nextCursor, 100)).items).toEqual([]);
  });

  it('holds only the company’s own transactions', async () => {
    const mine = await reader();
    const theirs = await reader();
    await tools.purchases(theirs.card, 2);
    const own = await tools.purchases(mine.card, 1);
    expect((await mine.page(undefined, 200)).items.map((item) => item.id)).toEqual(own);
  });

  it('refuses a cursor it did not hand out, and a token without the scope', async () => {
    const { headers } = await reader();
    for (const after of ['nonsense', Buffer.from('1.x').toString('base64url'), 'a.b']) {
      const answer = await tools.api.get(`${FEED}?after=${after}`, headers);
      expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const cards = await reader(['cards:read']);
    const refused = await tools.api.get(FEED, cards.headers);
    expect([refused.status, refused.body.code]).toEqual([403, 'SCOPE_NOT_GRANTED']);
  });

  // Needs a second connection: PGlite has one.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'does not pass over a transaction that commits after a later one',
    async () => {
      const { card, page } = await reader();
      const start = (await page(undefined, 200)).nextCursor;
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted!: () => void;
      const insertedEarly = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const slow = tools.db.transaction(async (tx) => {
        await tx.insert(cardTransactions).values({
          projectId: fixture.project.id,
          companyId: card.companyId,
          cardId: card.id,
          cardNumber: card.number,
          stationId: 'ST-001',
          terminalId: 'T-1',
          terminalTransactionId: randomUUID(),
          product: 'EURO_DIESEL',
          decision: 'approved',
          volumeMl: 1000,
          amountTetri: 299,
          unitPriceTetri: 299,
          at: new Date(),
        });
        inserted();
        await held;
      });
      await insertedEarly;
      const [fast] = await tools.purchases(card, 1);
      const during = await page(start, 200);
      expect(during.items).toEqual([]);
      release();
      await slow;
      const after = await page(during.nextCursor, 200);
      expect(after.items).toHaveLength(2);
      expect(after.items[1].id).toBe(fast);
    },
  );
});

describe.skipIf(!redisBinary)('the per-client rate limit across two instances through Redis', () => {
  it('counts a client’s calls on both instances together', async () => {
    const redis = await startRedis();
    const limits = { max: 4, windowMs: 60_000, tokenMax: 10 };
    // Two more instances of this file's deployment (its database), sharing one Redis.
    const config = { redisUrl: redis.url, apiClientRateLimit: limits, outboxWorker: false };
    const first = await startTestServer({ config, database: server.database });
    const second = await startTestServer({ config, database: server.database });
    try {
      const { admin } = await tools.erpCompany();
      const client = await tools.createClient(admin);
      const headers = await tools.bearer(client.id, client.secret);
      const statuses: number[] = [];
      for (const target of [first, second, first, second, first, second]) {
        statuses.push((await fetch(`${target.url}${FEED}`, { headers })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await second.close();
      await first.close();
      await redis.stop();
    }
  }, 60_000);
});
