import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../services';
import { createProjectFixture, type ProjectFixture } from '../test/fixtures';
import { http, type Json } from '../test/http';
import { startTestServer, type TestServer } from '../test/server';
import { seedPortalItems } from './commerce';

let server: TestServer;
let fixture: ProjectFixture;

beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  await seedPortalItems(createServices(server.database, server.config).commerce, fixture.project.id);
});
afterAll(() => server.close());

describe('the portal’s items', () => {
  it('offers the seven fuels by the liter at 2026 pump prices in GEL', async () => {
    const response = await http(server.url).post(
      '/api/v2/ecommerce/item/search',
      { typeIn: ['fuel'], sort: 'title' },
      fixture.headers.public,
    );
    expect(response.body.items.map((item: Json) => item.title.en)).toEqual([
      'Euro Diesel',
      'Euro Regular',
      'G-Force Diesel',
      'G-Force Premium',
      'G-Force Regular',
      'G-Force Super',
      'Gas',
    ]);
    for (const item of response.body.items) {
      expect(item).toMatchObject({ status: 'active', unit: 'liter', price: { currency: 'GEL' } });
      expect(item.price.amount).toBeGreaterThanOrEqual(150);
      expect(item.price.amount).toBeLessThanOrEqual(400);
      expect(item.title.ka).toMatch(/[\u10D0-\u10FA]/);
    }
  });

  it('offers both card types by the piece', async () => {
    const response = await http(server.url).post(
      '/api/v2/ecommerce/item/search?lang=ka',
      { typeIn: ['card'] },
      fixture.headers.public,
    );
    expect(response.body.items.map((item: Json) => item.metadata.cardType).sort()).toEqual([
      'IDENTIFIED',
      'UNIVERSAL',
    ]);
    expect(response.body.items.every((item: Json) => item.unit === 'piece')).toBe(true);
  });
});
