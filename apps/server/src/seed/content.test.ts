import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../services';
import { http, type Json } from '../test/http';
import { startTestServer, type TestServer } from '../test/server';
import { entries, models, PRODUCTS, SERVICES } from './content-data';
import demo from './demo-accounts.json';
import { seedDemoData } from './index';

let server: TestServer;
let api: ReturnType<typeof http>;
let cms: string;
const reader = { 'x-project-key': demo.portalProject.apiKey };

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  await seedDemoData(createServices(server.database, server.config), server.app.log);
  const project = await api.get('/api/v2/project/self', reader);
  cms = `/api/v2/project/${project.body.id}/cms`;
});
afterAll(() => server.close());

describe('demo content of the business portal', () => {
  it('creates every model, listed in the project view', async () => {
    const project = await api.get('/api/v2/project/self', reader);
    expect(project.body.custom_types.map((model: Json) => model.apiId).sort()).toEqual(
      models.map((model) => model.apiId).sort(),
    );
  });

  it('publishes every entry, readable through the CMS', async () => {
    for (const [kind, list] of Object.entries(entries)) {
      const response = await api.get(`${cms}/${kind}?limit=200`, reader);
      expect(response.status, kind).toBe(200);
      expect(response.body.total, kind).toBe(list.length);
    }
  });

  it('has about 30 stations inside Georgia, each with fuels, services and Georgian text', async () => {
    const response = await api.get(`${cms}/station?limit=200&lang=ka`, reader);
    expect(response.body.total).toBeGreaterThanOrEqual(28);
    for (const station of response.body.items) {
      expect(station.data.lat).toBeGreaterThan(41);
      expect(station.data.lat).toBeLessThan(43.6);
      expect(station.data.lng).toBeGreaterThan(40);
      expect(station.data.lng).toBeLessThan(46.8);
      expect(station.data.products.length).toBeGreaterThan(0);
      expect(
        station.data.products.every((product: string) => (PRODUCTS as readonly string[]).includes(product)),
      ).toBe(true);
      expect(
        station.data.services.every((service: string) => (SERVICES as readonly string[]).includes(service)),
      ).toBe(true);
      expect(station.data.name).toMatch(/[\u10D0-\u10FF]/);
      expect(station.data.address).toMatch(/[\u10D0-\u10FF]/);
    }
    const cities = new Set(response.body.items.map((station: Json) => station.data.city));
    for (const city of [
      'თბილისი',
      'ბათუმი',
      'ქუთაისი',
      'რუსთავი',
      'ზუგდიდი',
      'გორი',
      'თელავი',
      'ფოთი',
      'ბორჯომი',
    ]) {
      expect(cities).toContain(city);
    }
  });

  it('has two tenders with deadlines, the about and contact pages and the main menu', async () => {
    const tenders = await api.get(`${cms}/tender?lang=en`, reader);
    expect(tenders.body.items.map((tender: Json) => tender.data.deadline).every(Boolean)).toBe(true);
    expect((await api.get(`${cms}/page/about?lang=ka`, reader)).body.data.title).toBe('ჩვენ შესახებ');
    expect((await api.get(`${cms}/page/contact`, reader)).status).toBe(200);
    const menu = await api.get(`${cms}/navigation?lang=en`, reader);
    const labels = menu.body.items
      .sort((a: Json, b: Json) => a.data.order - b.data.order)
      .map((item: Json) => item.data.label);
    expect(labels).toEqual(['Home', 'News', 'Blog', 'Tenders', 'Contact', 'Stations map']);
  });
});
