// The item search's total: counted once per filter, exact after every change (on every server), and
// skipped on request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http, type Json } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';
import { item } from './item-schemas';
import { commerceApi } from './test-support';

let first: TestServer;
let second: TestServer;
let fixture: ProjectFixture;
let shop: ReturnType<typeof commerceApi>;
beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ database: first.database });
  fixture = await createProjectFixture(first);
  shop = commerceApi(first, fixture);
  for (const interests of [['diesel'], ['diesel', 'truck'], ['petrol']]) await shop.item({ interests });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const DIESEL = 'typeIn=fuel&statusIn=active&interestsIn=diesel&limit=1';
const adminSearch = async (server: TestServer, query: string) => {
  const response = await http(server.url).get(`${shop.base}/item/search?${query}`, fixture.headers.admin);
  expect(response.status).toBe(200);
  return response.body as { items: Json[]; total: number };
};

describe('item search totals', () => {
  it('skips the count on request: the same page, total -1', async () => {
    const counted = await adminSearch(first, DIESEL);
    expect(counted.total).toBe(2);
    const skipped = await adminSearch(first, `${DIESEL}&skipTotal=true`);
    expect(skipped).toMatchObject({ total: -1, page: 1, limit: 1 });
    expect(skipped.items.map((item) => item.id)).toEqual(counted.items.map((item) => item.id));
    expect((await adminSearch(first, `${DIESEL}&skipTotal=false`)).total).toBe(2);
    const body = await shop.api.post(
      '/api/v2/ecommerce/item/search',
      { interestsIn: ['diesel'], skipTotal: true },
      fixture.headers.public,
    );
    expect(body.body).toMatchObject({ total: -1 });
    expect(body.body.items).toHaveLength(2);
    const bad = await shop.api.get(`${shop.base}/item/search?skipTotal=yes`, fixture.headers.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].path).toBe('skipTotal');
  });

  it('counts again after an item is created or changed', async () => {
    expect((await adminSearch(first, DIESEL)).total).toBe(2);
    const added = await shop.item({ interests: ['diesel'] });
    expect((await adminSearch(first, DIESEL)).total).toBe(3);
    const changed = await shop.api.put(
      `${shop.base}/item/${added.id}`,
      { status: 'draft' },
      fixture.headers.admin,
    );
    expect(changed.status).toBe(200);
    expect((await adminSearch(first, DIESEL)).total).toBe(2);
  });

  it('counts again on the other server too, at once', async () => {
    expect((await adminSearch(second, DIESEL)).total).toBe(2);
    await shop.item({ interests: ['diesel'] });
    await expect
      .poll(async () => (await adminSearch(second, DIESEL)).total, { timeout: 2_000, interval: 50 })
      .toBe(3);
  });

  it('answers exactly the schema’s fields (the page skips the zod serializer)', async () => {
    const [found] = (await adminSearch(first, DIESEL)).items;
    expect(Object.keys(found!).sort()).toEqual(Object.keys(item.shape).sort());
    expect(found!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('refuses interests longer than 500 characters in all, naming the field', async () => {
    const response = await shop.api.post(
      `${shop.base}/item`,
      {
        type: 'fuel',
        title: { en: 'Tagged' },
        price: { amount: 1 },
        interests: Array(13).fill('x'.repeat(40)),
      },
      fixture.headers.admin,
    );
    expect(response.status).toBe(400);
    expect(response.body.fields[0].path).toBe('interests');
  });
});
