import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import type { Json } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';
import { commerceApi } from './test-support';

let server: TestServer;
let fixture: ProjectFixture;
let shop: ReturnType<typeof commerceApi>;
let owner: Awaited<ReturnType<typeof shop.signup>>;
/** The catalogue the filter tests search, by name. */
const catalogue: Record<string, Json> = {};

beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  shop = commerceApi(server, fixture);
  owner = await shop.signup({ firstName: 'Giorgi' });
  const specs: [string, Json][] = [
    [
      'regular',
      {
        type: 'fuel',
        title: { en: 'Euro Regular', ka: 'ევრო რეგულარი' },
        price: { amount: 289 },
        interests: ['petrol'],
      },
    ],
    [
      'diesel',
      {
        type: 'fuel',
        title: { en: 'Euro Diesel', ka: 'ევრო დიზელი' },
        price: { amount: 309 },
        interests: ['diesel'],
      },
    ],
    [
      'super',
      {
        type: 'fuel',
        title: { en: 'G-Force Super' },
        price: { amount: 349 },
        interests: ['petrol', 'premium'],
      },
    ],
    ['draft', { type: 'fuel', status: 'draft', title: { en: 'Hydrogen 100%' }, price: { amount: 999 } }],
    [
      'card',
      {
        type: 'card',
        title: { en: 'Universal card' },
        price: { amount: 0 },
        unit: 'piece',
        ownerUserId: null,
      },
    ],
    [
      'owned',
      {
        type: 'card',
        title: { en: 'Identified card' },
        price: { amount: 500 },
        unit: 'piece',
        ownerUserId: '',
      },
    ],
    [
      'archived',
      { type: 'fuel', status: 'archived', title: { en: 'Euro Premium (old)' }, price: { amount: 300 } },
    ],
  ];
  for (const [name, spec] of specs) {
    if (spec.ownerUserId === '') spec.ownerUserId = owner.id;
    catalogue[name] = await shop.item(spec);
  }
});
afterAll(() => server.close());

const names = (page: Json) =>
  (page.items as Json[]).map((item) => Object.keys(catalogue).find((name) => catalogue[name].id === item.id));

describe('admin items', () => {
  it('creates an item with defaults and reads it back, flattened with ?lang=', async () => {
    const created = await shop.item({ title: { en: 'Gas', ka: 'გაზი' }, sku: 'GAS-1', interests: ['Gas'] });
    expect(created).toMatchObject({
      projectId: fixture.project.id,
      sku: 'GAS-1',
      type: 'fuel',
      status: 'active',
      ownerUserId: null,
      title: { en: 'Gas', ka: 'გაზი' },
      description: {},
      price: { amount: 1000, currency: 'GEL' },
      unit: 'liter',
      interests: ['gas'],
      media: [],
    });
    expect(created.createdAt).toMatch(/\.\d{3}Z$/);
    const flat = await shop.api.get(`${shop.base}/item/${created.id}?lang=ka`, fixture.headers.admin);
    expect(flat.status).toBe(200);
    expect(flat.body.title).toBe('გაზი');
    const fallback = await shop.api.get(`${shop.base}/item/${created.id}?lang=de`, fixture.headers.admin);
    expect(fallback.body.title).toBe('Gas');
  });

  it('names the offending fields of a bad item', async () => {
    const response = await shop.api.post(
      `${shop.base}/item`,
      { type: 'Fuel!', title: {}, price: { amount: -1, currency: 'gel' }, media: ['not a url'], extra: 1 },
      fixture.headers.admin,
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    const paths = (response.body.fields as Json[]).map((field) => field.path);
    expect(paths).toEqual(
      expect.arrayContaining(['type', 'title', 'price.amount', 'price.currency', 'media.0']),
    );
  });

  it('refuses a second item with the same sku (409 naming sku) and an owner from elsewhere', async () => {
    await shop.item({ sku: 'DUP-1' });
    const duplicate = await shop.api.post(
      `${shop.base}/item`,
      { type: 'fuel', title: { en: 'x' }, price: { amount: 1 }, sku: 'DUP-1' },
      fixture.headers.admin,
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.fields).toEqual([expect.objectContaining({ path: 'sku', rule: 'unique' })]);

    const other = await createProjectFixture(server);
    const foreignOwner = await shop.api.post(
      `${shop.base}/item`,
      { type: 'fuel', title: { en: 'x' }, price: { amount: 1 }, ownerUserId: other.user.id },
      fixture.headers.admin,
    );
    expect(foreignOwner.status).toBe(400);
    expect(foreignOwner.body.fields).toEqual([expect.objectContaining({ path: 'ownerUserId' })]);
  });

  it('updates only the given fields, and the text search follows a new title', async () => {
    const item = await shop.item({ title: { en: 'Old name' }, sku: 'UPD-1' });
    const updated = await shop.api.put(
      `${shop.base}/item/${item.id}`,
      { title: { en: 'Brand new name' }, price: { amount: 1234, currency: 'USD' }, status: 'archived' },
      fixture.headers.admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      sku: 'UPD-1',
      title: { en: 'Brand new name' },
      price: { amount: 1234, currency: 'USD' },
      status: 'archived',
      unit: 'liter',
    });
    const found = await shop.api.get(`${shop.base}/item/search?query=brand%20NEW`, fixture.headers.admin);
    expect(found.body.items.map((entry: Json) => entry.id)).toEqual([item.id]);
    const missing = await shop.api.put(
      `${shop.base}/item/${randomUUID()}`,
      { unit: 'piece' },
      fixture.headers.admin,
    );
    expect(missing.status).toBe(404);
  });

  it('keeps another project’s admin out (404) of every admin item route', async () => {
    const other = await createProjectFixture(server);
    const item = catalogue.regular;
    const calls = [
      shop.api.get(`${shop.base}/item/search`, other.headers.admin),
      shop.api.get(`${shop.base}/item/${item.id}`, other.headers.admin),
      shop.api.put(`${shop.base}/item/${item.id}`, { unit: 'piece' }, other.headers.admin),
      shop.api.post(
        `${shop.base}/item`,
        { type: 'fuel', title: { en: 'x' }, price: { amount: 1 } },
        other.headers.admin,
      ),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    // Its own project's path with our item id: not found either.
    const cross = await shop.api.get(
      `/api/v2/project/${other.project.id}/ecommerce/item/${item.id}`,
      other.headers.admin,
    );
    expect(cross.status).toBe(404);
  });
});

describe('admin item search filters (query string, lists comma-joined)', () => {
  const search = async (query: string) => {
    const response = await shop.api.get(`${shop.base}/item/search?limit=200&${query}`, fixture.headers.admin);
    expect(response.status).toBe(200);
    return response.body;
  };
  const only = (list: string[]) => (page: Json) =>
    expect(names(page).filter(Boolean).sort()).toEqual([...list].sort());

  it('returns every status without a filter and the asked ones with statusIn', async () => {
    only(['regular', 'diesel', 'super', 'draft', 'card', 'owned', 'archived'])(await search('sort=created'));
    only(['draft', 'archived'])(await search('statusIn=draft,archived'));
    only(['regular', 'diesel', 'super', 'draft', 'card', 'owned', 'archived'])(await search('statusIn='));
  });

  it('filters by typeIn, interestsIn (any of), inUserIds and notInUserIds', async () => {
    only(['card', 'owned'])(await search('typeIn=card'));
    only(['regular', 'super'])(await search('interestsIn=petrol'));
    only(['regular', 'diesel', 'super'])(await search('interestsIn=diesel,premium,petrol'));
    only(['owned'])(await search(`inUserIds=${owner.id}`));
    const notOwned = names(await search(`notInUserIds=${owner.id},${randomUUID()}`));
    expect(notOwned).not.toContain('owned');
    expect(notOwned).toEqual(expect.arrayContaining(['card', 'regular']));
  });

  it('filters by price bounds and by a case-insensitive part of a title in any language', async () => {
    only(['regular', 'diesel', 'archived'])(await search('minPrice=289&maxPrice=309'));
    only(['diesel'])(await search('query=DIESEL'));
    only(['regular'])(await search(`query=${encodeURIComponent('რეგულ')}`));
    only(['draft'])(await search(`query=${encodeURIComponent('100%')}`));
    only([])(await search(`query=${encodeURIComponent('_%')}`));
  });

  it('sorts by price, title and creation, in either order', async () => {
    const fuel = 'typeIn=fuel&statusIn=active&interestsIn=petrol,diesel';
    expect(names(await search(`${fuel}&sort=price`))).toEqual(['regular', 'diesel', 'super']);
    expect(names(await search(`${fuel}&sort=price&order=desc`))).toEqual(['super', 'diesel', 'regular']);
    expect(names(await search(`${fuel}&sort=title`))).toEqual(['diesel', 'regular', 'super']);
    expect(names(await search(`${fuel}&sort=created`))).toEqual(['super', 'diesel', 'regular']);
    expect(names(await search(`${fuel}&sort=created&order=asc`))).toEqual(['regular', 'diesel', 'super']);
  });

  it('pages with a total over the whole filtered set', async () => {
    const first = await shop.api.get(
      `${shop.base}/item/search?typeIn=fuel&sort=price&limit=2&page=1`,
      fixture.headers.admin,
    );
    const second = await shop.api.get(
      `${shop.base}/item/search?typeIn=fuel&sort=price&limit=2&page=2`,
      fixture.headers.admin,
    );
    expect(first.body).toMatchObject({ total: second.body.total, page: 1, limit: 2 });
    expect(first.body.items).toHaveLength(2);
    const fuelCount = (await search('typeIn=fuel')).items.length;
    expect(first.body.total).toBe(fuelCount);
    expect(second.body.items.map((item: Json) => item.id)).not.toContain(first.body.items[0].id);
    const beyond = await search('typeIn=fuel&page=99');
    expect(beyond.items).toEqual([]);
  });

  it('refuses unknown statuses and malformed ids, naming the field', async () => {
    const response = await shop.api.get(
      `${shop.base}/item/search?statusIn=active,sold`,
      fixture.headers.admin,
    );
    expect(response.status).toBe(400);
    expect(response.body.fields[0].path).toMatch(/^statusIn/);
    const ids = await shop.api.get(`${shop.base}/item/search?inUserIds=abc`, fixture.headers.admin);
    expect(ids.status).toBe(400);
  });
});

describe('project items (public key and end users)', () => {
  it('searches active items only, with filters in a JSON body', async () => {
    const all = await shop.api.post('/api/v2/ecommerce/item/search', { limit: 200 }, fixture.headers.public);
    expect(all.status).toBe(200);
    const found = names(all.body).filter(Boolean);
    expect(found).toEqual(expect.arrayContaining(['regular', 'diesel', 'super', 'card', 'owned']));
    expect(found).not.toContain('draft');
    expect(found).not.toContain('archived');

    const filtered = await shop.api.post(
      '/api/v2/ecommerce/item/search?lang=ka',
      { typeIn: ['fuel'], interestsIn: ['petrol'], sort: 'price', order: 'desc', query: 'euro' },
      fixture.headers.public,
    );
    expect(filtered.body.items.map((item: Json) => item.title)).toEqual(['ევრო რეგულარი']);
    expect(filtered.body.total).toBe(1);

    const asUser = await shop.api.post(
      '/api/v2/ecommerce/item/search',
      { inUserIds: [owner.id] },
      fixture.headers.user,
    );
    expect(names(asUser.body)).toEqual(['owned']);
  });

  it('refuses a status filter from the public search (only active items exist there)', async () => {
    const response = await shop.api.post(
      '/api/v2/ecommerce/item/search',
      { statusIn: ['draft'] },
      fixture.headers.public,
    );
    expect(response.status).toBe(400);
  });

  it('reads one active item as { item }; drafts, other projects’ and unknown items are 404', async () => {
    const read = await shop.api.get(`/api/v2/ecommerce/item/${catalogue.regular.id}`, fixture.headers.public);
    expect(read.status).toBe(200);
    expect(read.body.item).toMatchObject({
      id: catalogue.regular.id,
      price: { amount: 289, currency: 'GEL' },
    });
    for (const id of [catalogue.draft.id, catalogue.archived.id, randomUUID()]) {
      expect((await shop.api.get(`/api/v2/ecommerce/item/${id}`, fixture.headers.public)).status).toBe(404);
    }
    const other = await createProjectFixture(server);
    const foreign = await shop.api.get(
      `/api/v2/ecommerce/item/${catalogue.regular.id}`,
      other.headers.public,
    );
    expect(foreign.status).toBe(404);
  });
});
