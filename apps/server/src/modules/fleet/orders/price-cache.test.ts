// Each server keeps the fuel prices it read (commerce/item-prices.ts); a price change through the item
// service reaches the server that made it on the next order, and every other server through the
// database's notification.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import { http, type Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { items } from '../../commerce/tables';
import { fuelOrder, type OrderWorld, orderWorld } from './test-support';

let first: TestServer;
let second: TestServer;
let fixture: ProjectFixture;
let world: OrderWorld;
beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ database: first.database });
  fixture = await createProjectFixture(first);
  world = await orderWorld(first, fixture);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Far below the cache's own expiry (10 s): only the notification explains it. */
const PROPAGATION = { timeout: 2_000, interval: 20 };

describe('fuel prices across servers', () => {
  it('prices the next order at a changed price here at once, there within milliseconds', async () => {
    const [here, there] = [http(first.url), http(second.url)];
    const { owner } = await world.company('405123456');
    const priceOf = async (api: typeof here) => {
      const prices = await api.get('/api/v2/fleet/orders/prices', owner.headers);
      return prices.body.items.find((item: Json) => item.product === 'EURO_REGULAR').unitPrice.amount;
    };
    const placedAt = async (api: typeof here) => {
      const order = await api.post('/api/v2/fleet/orders', fuelOrder(10), owner.headers);
      expect(order.status).toBe(201);
      return order.body.lines[0].unitPrice.amount;
    };
    // Both servers have read (and kept) the prices.
    expect([await placedAt(here), await placedAt(there)]).toEqual([289, 289]);

    const [item] = await first.database.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.projectId, world.projectId), eq(items.sku, 'EURO_REGULAR')));
    const changed = await here.put(
      `/api/v2/project/${world.projectId}/ecommerce/item/${item!.id}`,
      { price: { amount: 301, currency: 'GEL' } },
      fixture.headers.admin,
    );
    expect(changed.status).toBe(200);
    expect(await placedAt(here)).toBe(301);
    await expect.poll(() => priceOf(there), PROPAGATION).toBe(301);
    expect(await placedAt(there)).toBe(301);
  });
});
