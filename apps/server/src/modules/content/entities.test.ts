import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http, type Json } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let fixture: ProjectFixture;
let other: ProjectFixture;
let api: ReturnType<typeof http>;
let entityBase: string;
let author: Json;
let otherModelEntity: Json;

const articleFields = [
  { id: 'title', name: 'Title', type: 'text', localized: true, required: true, minLength: 3, maxLength: 40 },
  { id: 'code', name: 'Code', type: 'text', required: true, unique: true, pattern: '^[A-Z]{2}-\\d{3}$' },
  { id: 'body', name: 'Body', type: 'rich_text', maxLength: 200 },
  { id: 'rating', name: 'Rating', type: 'number', min: 1, max: 5 },
  { id: 'featured', name: 'Featured', type: 'boolean' },
  { id: 'day', name: 'Day', type: 'date' },
  { id: 'category', name: 'Category', type: 'enum', options: ['prices', 'stations'] },
  { id: 'tags', name: 'Tags', type: 'enum', options: ['a', 'b', 'c'], multiple: true },
  { id: 'author', name: 'Author', type: 'relation', target: 'person' },
  { id: 'cover', name: 'Cover', type: 'image' },
  { id: 'attachments', name: 'Attachments', type: 'file', multiple: true },
  { id: 'ean', name: 'EAN', type: 'number', unique: true },
];

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  [fixture, other] = await Promise.all([createProjectFixture(server), createProjectFixture(server)]);
  const models = `/api/v1/project/${fixture.project.id}/customType`;
  entityBase = `/api/v2/project/${fixture.project.id}/entity`;
  const admin = fixture.headers.admin;
  for (const model of [
    { apiId: 'person', name: 'Person', fields: [{ id: 'name', name: 'Name', type: 'text', required: true }] },
    { apiId: 'place', name: 'Place', fields: [{ id: 'name', name: 'Name', type: 'text' }] },
    { apiId: 'article', name: 'Article', fields: articleFields },
    { apiId: 'pageable', name: 'Pageable', fields: [{ id: 'n', name: 'N', type: 'number' }] },
  ]) {
    const created = await api.post(models, model, admin);
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  }
  author = (await api.post(`${entityBase}/person`, { data: { name: 'Nino' } }, admin)).body;
  otherModelEntity = (await api.post(`${entityBase}/place`, { data: { name: 'Batumi' } }, admin)).body;
});
afterAll(() => server.close());

const admin = () => fixture.headers.admin;
let sequence = 100;
/** Valid article data with a fresh unique code, plus the overrides of a case. */
const article = (overrides: Record<string, unknown> = {}) => ({
  title: { en: 'Fuel prices', ka: 'საწვავის ფასები' },
  code: `AB-${sequence++}`,
  ...overrides,
});

describe('entity validation against the model', () => {
  // Each case: the data overrides, and the one field error it must produce (or none: it passes).
  const cases: [string, Record<string, unknown>, { path: string; rule: string } | null][] = [
    ['required: missing', { code: undefined }, { path: 'data.code', rule: 'required' }],
    ['required: blank string', { code: '  ' }, { path: 'data.code', rule: 'required' }],
    [
      'required localized: one language missing',
      { title: { en: 'Fuel prices' } },
      { path: 'data.title.ka', rule: 'required' },
    ],
    [
      'localized: an unknown language',
      { title: { en: 'Fuel', ka: 'საწვავი', fr: 'Carburant' } },
      { path: 'data.title.fr', rule: 'unknown_key' },
    ],
    ['localized: a plain string', { title: 'Fuel prices' }, { path: 'data.title', rule: 'invalid_type' }],
    [
      'text min_length',
      { title: { en: 'Hi', ka: 'საწვავი' } },
      { path: 'data.title.en', rule: 'min_length' },
    ],
    [
      'text max_length',
      { title: { en: 'Fuel', ka: 'ს'.repeat(41) } },
      { path: 'data.title.ka', rule: 'max_length' },
    ],
    ['text pattern', { code: 'ab-1' }, { path: 'data.code', rule: 'pattern' }],
    ['text invalid_type', { code: 12 }, { path: 'data.code', rule: 'invalid_type' }],
    ['text passes', { code: 'ZZ-999' }, null],
    [
      'rich_text max_length',
      { body: `<p>${'x'.repeat(200)}</p>` },
      { path: 'data.body', rule: 'max_length' },
    ],
    ['rich_text invalid_type', { body: { html: '<p/>' } }, { path: 'data.body', rule: 'invalid_type' }],
    ['rich_text passes', { body: '<p>Prices fall</p>' }, null],
    ['number min', { rating: 0 }, { path: 'data.rating', rule: 'min' }],
    ['number max', { rating: 5.5 }, { path: 'data.rating', rule: 'max' }],
    ['number invalid_type', { rating: '4' }, { path: 'data.rating', rule: 'invalid_type' }],
    ['number passes', { rating: 4.5 }, null],
    ['boolean invalid_type', { featured: 'yes' }, { path: 'data.featured', rule: 'invalid_type' }],
    ['boolean passes', { featured: false }, null],
    ['date invalid format', { day: '2026-02-30T10:00' }, { path: 'data.day', rule: 'invalid_type' }],
    ['date invalid_type', { day: 20260101 }, { path: 'data.day', rule: 'invalid_type' }],
    ['date passes', { day: '2026-03-01' }, null],
    ['enum', { category: 'weather' }, { path: 'data.category', rule: 'enum' }],
    ['enum passes', { category: 'prices' }, null],
    ['enum list: one bad item', { tags: ['a', 'z'] }, { path: 'data.tags.1', rule: 'enum' }],
    ['enum list: not a list', { tags: 'a' }, { path: 'data.tags', rule: 'invalid_type' }],
    ['enum list passes', { tags: ['a', 'c'] }, null],
    ['relation: not an id', { author: 'nino' }, { path: 'data.author', rule: 'invalid_type' }],
    ['relation: a missing entity', { author: randomUUID() }, { path: 'data.author', rule: 'relation' }],
    ['image: not a reference', { cover: 'cover.png' }, { path: 'data.cover', rule: 'invalid_type' }],
    ['image passes (URL)', { cover: 'https://cdn.example.com/cover.png' }, null],
    [
      'file list: one bad item',
      { attachments: [randomUUID(), 'ftp://x'] },
      { path: 'data.attachments.1', rule: 'invalid_type' },
    ],
    ['file list passes (id and path)', { attachments: [randomUUID(), '/files/price-list.pdf'] }, null],
    ['unknown key', { color: 'red' }, { path: 'data.color', rule: 'unknown_key' }],
  ];

  it.each(cases)('%s', async (_, overrides, expected) => {
    const response = await api.post(`${entityBase}/article`, { data: article(overrides) }, admin());
    if (!expected) {
      expect(response.status).toBe(201);
      return;
    }
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.fields).toEqual([expect.objectContaining(expected)]);
  });

  it('relation: refuses an entity of another model, accepts one of the target model', async () => {
    const wrong = await api.post(
      `${entityBase}/article`,
      { data: article({ author: otherModelEntity.id }) },
      admin(),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual([expect.objectContaining({ path: 'data.author', rule: 'relation' })]);
    const right = await api.post(`${entityBase}/article`, { data: article({ author: author.id }) }, admin());
    expect(right.status).toBe(201);
    expect(right.body.data.author).toBe(author.id);
  });

  it('relation: refuses an entity of another project', async () => {
    const theirModel = await api.post(
      `/api/v1/project/${other.project.id}/customType`,
      { apiId: 'person', name: 'Person', fields: [{ id: 'name', name: 'Name', type: 'text' }] },
      other.headers.admin,
    );
    expect(theirModel.status).toBe(201);
    const theirs = await api.post(
      `/api/v2/project/${other.project.id}/entity/person`,
      { data: { name: 'Giorgi' } },
      other.headers.admin,
    );
    const response = await api.post(
      `${entityBase}/article`,
      { data: article({ author: theirs.body.id }) },
      admin(),
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([
      expect.objectContaining({ path: 'data.author', rule: 'relation' }),
    ]);
  });

  it('reports every broken field and rule at once', async () => {
    const response = await api.post(
      `${entityBase}/article`,
      { data: { title: { en: 'Hi' }, code: 'bad', rating: 9, extra: 1 } },
      admin(),
    );
    expect(response.status).toBe(400);
    const broken = response.body.fields.map(
      (field: { path: string; rule: string }) => `${field.path}:${field.rule}`,
    );
    expect(broken.sort()).toEqual(
      [
        'data.code:pattern',
        'data.extra:unknown_key',
        'data.rating:max',
        'data.title.en:min_length',
        'data.title.ka:required',
      ].sort(),
    );
  });

  it('drops nulls, blank strings and empty lists of optional fields', async () => {
    const response = await api.post(
      `${entityBase}/article`,
      { data: article({ body: '', rating: null, tags: [] }) },
      admin(),
    );
    expect(response.status).toBe(201);
    expect(Object.keys(response.body.data).sort()).toEqual(['code', 'title']);
  });

  it('answers 404 for an unknown kind and 400 for a malformed one', async () => {
    const unknown = await api.post(`${entityBase}/nothing`, { data: {} }, admin());
    const malformed = await api.post(`${entityBase}/Not_A_Kind`, { data: {} }, admin());
    expect([unknown.status, malformed.status]).toEqual([404, 400]);
  });
});

describe('unique values', () => {
  it('refuses a taken unique value with 409 naming the field, also across languages and types', async () => {
    const first = await api.post(
      `${entityBase}/article`,
      { data: article({ code: 'UQ-001', ean: 4860001 }) },
      admin(),
    );
    expect(first.status).toBe(201);
    const sameCode = await api.post(`${entityBase}/article`, { data: article({ code: 'UQ-001' }) }, admin());
    expect(sameCode.status).toBe(409);
    expect(sameCode.body.code).toBe('CONFLICT');
    expect(sameCode.body.fields).toEqual([
      { path: 'data.code', rule: 'unique', message: expect.any(String) },
    ]);
    const sameNumber = await api.post(`${entityBase}/article`, { data: article({ ean: 4860001 }) }, admin());
    expect(sameNumber.status).toBe(409);
    expect(sameNumber.body.fields).toEqual([expect.objectContaining({ path: 'data.ean', rule: 'unique' })]);
    const both = await api.post(
      `${entityBase}/article`,
      { data: article({ code: 'UQ-001', ean: 4860001 }) },
      admin(),
    );
    expect(both.body.fields.map((field: { path: string }) => field.path).sort()).toEqual([
      'data.code',
      'data.ean',
    ]);
    // Nothing of the refused writes remains.
    const list = await api.get(`${entityBase}/article?limit=200`, admin());
    expect(list.body.items.filter((item: Json) => item.data.code === 'UQ-001')).toHaveLength(1);
  });

  it('lets exactly one of two concurrent creates with the same unique value win', async () => {
    const [a, b] = await Promise.all([
      api.post(`${entityBase}/article`, { data: article({ code: 'RC-001' }) }, admin()),
      api.post(`${entityBase}/article`, { data: article({ code: 'RC-001' }) }, admin()),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.fields).toEqual([expect.objectContaining({ path: 'data.code', rule: 'unique' })]);
  });

  it('frees a value when the entity changes it or is deleted, and keeps it for an unchanged update', async () => {
    const created = await api.post(`${entityBase}/article`, { data: article({ code: 'FR-001' }) }, admin());
    const url = `${entityBase}/article/${created.body.id}`;
    const same = await api.put(url, { data: article({ code: 'FR-001' }) }, admin());
    expect(same.status).toBe(200);
    await api.put(url, { data: article({ code: 'FR-002' }) }, admin());
    expect(
      (await api.post(`${entityBase}/article`, { data: article({ code: 'FR-001' }) }, admin())).status,
    ).toBe(201);
    expect((await api.delete(url, admin())).status).toBe(204);
    expect(
      (await api.post(`${entityBase}/article`, { data: article({ code: 'FR-002' }) }, admin())).status,
    ).toBe(201);
  });

  it('keeps slugs unique per model (409 naming slug), not across models', async () => {
    const first = await api.post(`${entityBase}/article`, { data: article(), slug: 'fuel-prices' }, admin());
    const second = await api.post(`${entityBase}/article`, { data: article(), slug: 'fuel-prices' }, admin());
    const otherModel = await api.post(
      `${entityBase}/person`,
      { data: { name: 'Eka' }, slug: 'fuel-prices' },
      admin(),
    );
    expect([first.status, second.status, otherModel.status]).toEqual([201, 409, 201]);
    expect(second.body.fields).toEqual([expect.objectContaining({ path: 'slug', rule: 'unique' })]);
    const badSlug = await api.post(
      `${entityBase}/article`,
      { data: article(), slug: 'Fuel Prices' },
      admin(),
    );
    expect(badSlug.status).toBe(400);
  });
});

describe('entity CRUD', () => {
  it('creates a draft, publishes it, reads, lists and deletes it', async () => {
    const created = await api.post(`${entityBase}/article`, { data: article({ rating: 3 }) }, admin());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'article', status: 'draft', slug: null, publishedAt: null });
    const url = `${entityBase}/article/${created.body.id}`;

    const published = await api.put(url, { status: 'published', slug: 'crud-check' }, admin());
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      status: 'published',
      slug: 'crud-check',
      data: created.body.data,
    });
    expect(new Date(published.body.publishedAt).getTime()).toBeGreaterThan(0);

    const read = await api.get(url, admin());
    expect(read.body).toEqual(published.body);

    const replaced = await api.put(url, { data: article({ code: created.body.data.code }) }, admin());
    expect(replaced.body.data.rating).toBeUndefined();
    expect(replaced.body.publishedAt).toBe(published.body.publishedAt);

    const unpublished = await api.put(url, { status: 'draft', slug: null }, admin());
    expect(unpublished.body).toMatchObject({ status: 'draft', slug: null, publishedAt: null });

    expect((await api.delete(url, admin())).status).toBe(204);
    expect((await api.get(url, admin())).status).toBe(404);
    expect((await api.delete(url, admin())).status).toBe(404);
  });

  it('refuses to delete an entity that others relate to (409 ENTITY_IN_USE)', async () => {
    const person = await api.post(`${entityBase}/person`, { data: { name: 'Levan' } }, admin());
    const linked = await api.post(
      `${entityBase}/article`,
      { data: article({ author: person.body.id }) },
      admin(),
    );
    const refused = await api.delete(`${entityBase}/person/${person.body.id}`, admin());
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ENTITY_IN_USE');
    await api.put(
      `${entityBase}/article/${linked.body.id}`,
      { data: article({ code: linked.body.data.code }) },
      admin(),
    );
    expect((await api.delete(`${entityBase}/person/${person.body.id}`, admin())).status).toBe(204);
  });

  it('paginates newest first with totals and filters by status', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const response = await api.post(
        `${entityBase}/pageable`,
        { data: { n }, status: n % 2 ? 'published' : 'draft' },
        admin(),
      );
      ids.push(response.body.id);
    }
    const firstPage = await api.get(`${entityBase}/pageable?limit=2&page=1`, admin());
    expect(firstPage.body).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(firstPage.body.items.map((item: Json) => item.data.n)).toEqual([5, 4]);
    const lastPage = await api.get(`${entityBase}/pageable?limit=2&page=3`, admin());
    expect(lastPage.body.items.map((item: Json) => item.data.n)).toEqual([1]);
    const drafts = await api.get(`${entityBase}/pageable?status=draft`, admin());
    expect(drafts.body.total).toBe(2);
    expect(drafts.body.items.map((item: Json) => item.data.n)).toEqual([4, 2]);
    const tooMany = await api.get(`${entityBase}/pageable?limit=500`, admin());
    expect(tooMany.status).toBe(400);
  });
});

describe('who may manage entities', () => {
  it('answers 404 to the admin of another project on every route', async () => {
    const mine = await api.post(`${entityBase}/article`, { data: article() }, admin());
    const theirs = other.headers.admin;
    const url = `${entityBase}/article/${mine.body.id}`;
    const responses = await Promise.all([
      api.get(`${entityBase}/article`, theirs),
      api.post(`${entityBase}/article`, { data: article() }, theirs),
      api.get(url, theirs),
      api.put(url, { status: 'published' }, theirs),
      api.delete(url, theirs),
    ]);
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await api.get(url, admin())).body.status).toBe('draft');
  });

  it('answers 401 without credentials and 403 to key holders and end users', async () => {
    const responses = await Promise.all([
      api.get(`${entityBase}/article`),
      api.get(`${entityBase}/article`, fixture.headers.public),
      api.post(`${entityBase}/article`, { data: article() }, fixture.headers.user),
      api.get(`${entityBase}/article`, fixture.headers.private),
    ]);
    expect(responses.map((response) => response.status)).toEqual([401, 403, 403, 403]);
  });
});
