import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http, type Json } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let fixture: ProjectFixture;
let other: ProjectFixture;
let api: ReturnType<typeof http>;
let cms: string;
const entries: Record<string, Json> = {};

beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  [fixture, other] = await Promise.all([createProjectFixture(server), createProjectFixture(server)]);
  const admin = fixture.headers.admin;
  cms = `/api/v2/project/${fixture.project.id}/cms`;
  await api.post(
    `/api/v1/project/${fixture.project.id}/customType`,
    {
      apiId: 'news',
      name: 'News',
      fields: [
        { id: 'title', name: 'Title', type: 'text', localized: true, required: true },
        { id: 'summary', name: 'Summary', type: 'text', localized: true },
        { id: 'order', name: 'Order', type: 'number' },
      ],
    },
    admin,
  );
  const entity = `/api/v2/project/${fixture.project.id}/entity/news`;
  const create = async (name: string, body: object) => {
    const response = await api.post(entity, body, admin);
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    entries[name] = response.body;
  };
  await create('oldest', {
    status: 'published',
    slug: 'station-opened',
    data: {
      title: { en: 'Station opened', ka: 'სადგური გაიხსნა' },
      summary: { en: 'English only' },
      order: 1,
    },
  });
  await create('draft', {
    status: 'draft',
    slug: 'secret-draft',
    data: { title: { en: 'Draft', ka: 'მონახაზი' } },
  });
  for (let n = 2; n <= 5; n++) {
    await create(`published${n}`, {
      status: 'published',
      data: { title: { en: `Prices ${n}`, ka: `ფასები ${n}` }, order: n },
    });
  }
});
afterAll(() => server.close());

const reader = () => fixture.headers.public;

describe('CMS reading', () => {
  it('lists published entries only, newest first, with totals', async () => {
    const response = await api.get(`${cms}/news`, reader());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 5, page: 1, limit: 20 });
    expect(response.body.items.map((item: Json) => item.data.order)).toEqual([5, 4, 3, 2, 1]);
    expect(response.body.items.map((item: Json) => item.id)).not.toContain(entries.draft.id);
    expect(response.body.items[0]).not.toHaveProperty('status');
    expect(response.body.items[4].data.title).toEqual({ en: 'Station opened', ka: 'სადგური გაიხსნა' });
  });

  it('paginates: limit 2, page 3 has the last entry and the same total', async () => {
    const response = await api.get(`${cms}/news?limit=2&page=3`, reader());
    expect(response.body).toMatchObject({ total: 5, page: 3, limit: 2 });
    expect(response.body.items.map((item: Json) => item.data.order)).toEqual([1]);
    const beyond = await api.get(`${cms}/news?limit=2&page=4`, reader());
    expect(beyond.body).toMatchObject({ total: 5, items: [] });
  });

  it('flattens localized fields with ?lang, falling back to the first language', async () => {
    const ka = await api.get(`${cms}/news?lang=ka&limit=200`, reader());
    const opened = ka.body.items.find((item: Json) => item.id === entries.oldest.id);
    expect(opened.data).toEqual({ title: 'სადგური გაიხსნა', summary: 'English only', order: 1 });
    const one = await api.get(`${cms}/news/station-opened?lang=en`, reader());
    expect(one.body.data).toEqual({ title: 'Station opened', summary: 'English only', order: 1 });
    const unknownLanguage = await api.get(`${cms}/news/station-opened?lang=de`, reader());
    expect(unknownLanguage.body.data.title).toBe('Station opened');
    const withoutSummary = ka.body.items.find((item: Json) => item.id === entries.published2.id);
    expect(withoutSummary.data).toEqual({ title: 'ფასები 2', order: 2 });
  });

  it('reads one published entry by slug or id, for the public key and for end users', async () => {
    const bySlug = await api.get(`${cms}/news/station-opened`, reader());
    const byId = await api.get(`${cms}/news/${entries.oldest.id}`, fixture.headers.user);
    expect([bySlug.status, byId.status]).toEqual([200, 200]);
    expect(bySlug.body).toEqual(byId.body);
    expect(bySlug.body).toMatchObject({ id: entries.oldest.id, kind: 'news', slug: 'station-opened' });
    expect(new Date(bySlug.body.publishedAt).toISOString()).toBe(bySlug.body.publishedAt);
  });

  it('answers 404 for an unknown slug, a draft (by slug or id) and an unknown model', async () => {
    const responses = await Promise.all([
      api.get(`${cms}/news/no-such-news`, reader()),
      api.get(`${cms}/news/secret-draft`, reader()),
      api.get(`${cms}/news/${entries.draft.id}`, reader()),
      api.get(`${cms}/events`, reader()),
      api.get(`${cms}/events/anything`, reader()),
    ]);
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404, 404, 404]);
    expect(responses[0].body.code).toBe('NOT_FOUND');
  });

  it("answers 404 to another project's key and end users, 401 without credentials, 403 to admins", async () => {
    const responses = await Promise.all([
      api.get(`${cms}/news`, other.headers.public),
      api.get(`${cms}/news/station-opened`, other.headers.user),
      api.get(`${cms}/news`),
      api.get(`${cms}/news`, fixture.headers.admin),
      api.get(`${cms}/news`, fixture.headers.private),
    ]);
    expect(responses.map((response) => response.status)).toEqual([404, 404, 401, 403, 403]);
  });

  it('stops showing an entry once it is unpublished', async () => {
    const entity = `/api/v2/project/${fixture.project.id}/entity/news/${entries.published5.id}`;
    await api.put(entity, { status: 'draft' }, fixture.headers.admin);
    const list = await api.get(`${cms}/news`, reader());
    expect(list.body.total).toBe(4);
    expect((await api.get(`${cms}/news/${entries.published5.id}`, reader())).status).toBe(404);
    await api.put(entity, { status: 'published' }, fixture.headers.admin);
  });
});
