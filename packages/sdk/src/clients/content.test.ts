import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientError, recordingFetch } from '../test/support';
import type { CreateCustomTypeInput } from '../types';
import { AdminClient } from './admin';
import { ProjectClient } from './project';

let server: TestServer;
let a: ProjectFixture;
let b: ProjectFixture;
let admin: AdminClient;
beforeAll(async () => {
  server = await startTestServer();
  [a, b] = await Promise.all([createProjectFixture(server), createProjectFixture(server)]);
  admin = new AdminClient({ url: server.url, sessionId: a.admin.sessionId });
});
afterAll(() => server.close());

const news = (apiId = 'news'): CreateCustomTypeInput => ({
  apiId,
  name: 'News',
  fields: [
    { id: 'title', name: 'Title', type: 'text', localized: true, required: true },
    { id: 'code', name: 'Code', type: 'text', unique: true },
    { id: 'order', name: 'Order', type: 'number' },
  ],
});

describe('AdminClient content models', () => {
  it('creates, lists, reads, updates and deletes a model, returning the model itself', async () => {
    const created = await admin.project(a.project.id).customTypes.create(news('models'));
    expect(created).toMatchObject({ apiId: 'models', name: 'News', description: '' });
    expect(created.fields[0]).toMatchObject({ id: 'title', localized: true, required: true, unique: false });
    expect(created.createdAt).toBeInstanceOf(Date);

    const list = await admin.project(a.project.id).customTypes.list();
    expect(list.map((model) => model.id)).toContain(created.id);
    expect(await admin.project(a.project.id).customTypes.get(created.id)).toEqual(created);
    expect(await admin.project(a.project.id).customTypes.get('models')).toEqual(created);

    const updated = await admin.project(a.project.id).customTypes.update('models', { name: 'Articles' });
    expect(updated).toMatchObject({ id: created.id, name: 'Articles' });
    expect(updated.updatedAt).toBeInstanceOf(Date);

    await expect(admin.project(a.project.id).customTypes.delete(created.id)).resolves.toBeUndefined();
    const gone = await clientError(admin.project(a.project.id).customTypes.get(created.id));
    expect([gone.status, gone.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('rejects invalid model fields with 400 VALIDATION_FAILED naming each field', async () => {
    const error = await clientError(
      admin.project(a.project.id).customTypes.create({
        apiId: 'Bad Id',
        name: 'Bad',
        fields: [{ id: '1st', name: 'First', type: 'text' }],
      }),
    );
    expect([error.status, error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(error.fields.map((field) => field.path).sort()).toEqual(['apiId', 'fields.0.id']);
  });

  it('rejects a taken api id with 409 CONFLICT', async () => {
    await admin.project(a.project.id).customTypes.create(news('taken'));
    const error = await clientError(admin.project(a.project.id).customTypes.create(news('taken')));
    expect([error.status, error.code]).toEqual([409, 'CONFLICT']);
    expect(error.fields).toEqual([expect.objectContaining({ path: 'apiId', rule: 'unique' })]);
  });

  it('refuses to delete a model with entities (409 MODEL_IN_USE) unless forced', async () => {
    await admin.project(a.project.id).customTypes.create(news('in-use'));
    await admin.project(a.project.id).entities.create('in-use', { data: { title: { en: 'x', ka: 'x' } } });
    const error = await clientError(admin.project(a.project.id).customTypes.delete('in-use'));
    expect([error.status, error.code]).toEqual([409, 'MODEL_IN_USE']);

    const recorder = recordingFetch();
    const forcing = new AdminClient({ url: server.url, sessionId: a.admin.sessionId, fetch: recorder.fetch });
    await forcing.project(a.project.id).customTypes.delete('in-use', { force: true });
    expect(recorder.requests).toContain(
      `DELETE /api/v1/project/${a.project.id}/customType/in-use?force=true`,
    );
  });

  it("answers another admin's project with 404 NOT_FOUND", async () => {
    const errors = await Promise.all(
      [
        admin.project(b.project.id).customTypes.list(),
        admin.project(b.project.id).customTypes.create(news()),
        admin.project(b.project.id).entities.list('news'),
      ].map(clientError),
    );
    for (const error of errors) expect([error.status, error.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('AdminClient entities', () => {
  beforeAll(async () => {
    await admin.project(a.project.id).customTypes.create(news('articles'));
  });

  it('creates, lists, reads, updates and deletes an entity, with dates', async () => {
    const created = await admin.project(a.project.id).entities.create('articles', {
      data: { title: { en: 'Hello', ka: 'გამარჯობა' }, code: 'A-1', order: 1 },
      slug: 'hello',
    });
    expect(created).toMatchObject({ kind: 'articles', status: 'draft', slug: 'hello', publishedAt: null });
    expect(created.createdAt).toBeInstanceOf(Date);

    const page = await admin.project(a.project.id).entities.list('articles', { status: 'draft', limit: 5 });
    expect(page).toMatchObject({ page: 1, limit: 5 });
    expect(page.items.map((entity) => entity.id)).toContain(created.id);
    expect(await admin.project(a.project.id).entities.get('articles', created.id)).toEqual(created);

    const published = await admin.project(a.project.id).entities.update('articles', created.id, {
      status: 'published',
    });
    expect(published.status).toBe('published');
    expect(published.publishedAt).toBeInstanceOf(Date);
    expect(published.data).toEqual(created.data);

    await expect(
      admin.project(a.project.id).entities.delete('articles', created.id),
    ).resolves.toBeUndefined();
    const gone = await clientError(admin.project(a.project.id).entities.get('articles', created.id));
    expect([gone.status, gone.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('rejects data that breaks the model with 400 VALIDATION_FAILED naming the fields', async () => {
    const error = await clientError(
      admin.project(a.project.id).entities.create('articles', { data: { order: 'first', extra: true } }),
    );
    expect([error.status, error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(error.fields.map((field) => field.path).sort()).toEqual([
      'data.extra',
      'data.order',
      'data.title',
    ]);
  });

  it('rejects a taken unique value with 409 CONFLICT naming the field', async () => {
    const data = { title: { en: 'One', ka: 'ერთი' }, code: 'UNIQUE-1' };
    await admin.project(a.project.id).entities.create('articles', { data });
    const error = await clientError(admin.project(a.project.id).entities.create('articles', { data }));
    expect([error.status, error.code]).toEqual([409, 'CONFLICT']);
    expect(error.fields).toEqual([expect.objectContaining({ path: 'data.code', rule: 'unique' })]);
  });

  it('answers an unknown model with 404 NOT_FOUND', async () => {
    const error = await clientError(admin.project(a.project.id).entities.list('no-such-model'));
    expect([error.status, error.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('ProjectClient CMS', () => {
  let project: ProjectClient;
  let publishedId: string;
  beforeAll(async () => {
    await admin.project(a.project.id).customTypes.create(news('posts'));
    for (let n = 1; n <= 3; n++) {
      const entity = await admin.project(a.project.id).entities.create('posts', {
        status: 'published',
        slug: `post-${n}`,
        data: { title: { en: `Post ${n}`, ka: `პოსტი ${n}` }, order: n },
      });
      publishedId = entity.id;
    }
    await admin.project(a.project.id).entities.create('posts', {
      slug: 'draft',
      data: { title: { en: 'Draft', ka: 'D' } },
    });
    project = new ProjectClient({ url: server.url, projectKey: a.project.apiKey });
  });

  it('lists published entries of its own project without being told the project id', async () => {
    const recorder = recordingFetch();
    const client = new ProjectClient({
      url: server.url,
      projectKey: a.project.apiKey,
      fetch: recorder.fetch,
    });
    const page = await client.cms.list('posts');
    expect(recorder.requests).toEqual([
      'GET /api/v2/project/self',
      `GET /api/v2/project/${a.project.id}/cms/posts`,
    ]);
    expect(page.total).toBe(3);
    expect(page.items.map((entry) => entry.slug)).not.toContain('draft');
    expect(page.items[0]!.publishedAt).toBeInstanceOf(Date);
    expect(page.items[0]!.data.title).toEqual({ en: expect.any(String), ka: expect.any(String) });
  });

  it('pages and flattens localized fields with lang', async () => {
    const page = await project.cms.list('posts', { limit: 2, page: 2, lang: 'ka' });
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.data.title).toMatch(/^პოსტი \d$/);
  });

  it('reads one entry by id or by slug, and answers a draft with 404 NOT_FOUND', async () => {
    const byId = await project.cms.get('posts', publishedId, { lang: 'en' });
    expect(byId).toMatchObject({ id: publishedId, slug: 'post-3', data: { title: 'Post 3', order: 3 } });
    expect(byId.createdAt).toBeInstanceOf(Date);
    expect((await project.cms.get('posts', 'post-3')).id).toBe(publishedId);

    const draft = await clientError(project.cms.get('posts', 'draft'));
    expect([draft.status, draft.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('rejects a bad query with 400 VALIDATION_FAILED', async () => {
    const error = await clientError(project.cms.list('posts', { limit: 500 }));
    expect([error.status, error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(error.fields.map((field) => field.path)).toEqual(['limit']);
  });

  it("reads only its own project's content: another project's client sees its own (empty) models", async () => {
    const other = new ProjectClient({ url: server.url, projectKey: b.project.apiKey });
    const error = await clientError(other.cms.list('posts'));
    expect([error.status, error.code]).toEqual([404, 'NOT_FOUND']);
  });
});
