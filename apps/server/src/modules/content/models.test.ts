import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let fixture: ProjectFixture;
let other: ProjectFixture;
let api: ReturnType<typeof http>;
let base: string;
beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  [fixture, other] = await Promise.all([createProjectFixture(server), createProjectFixture(server)]);
  base = `/api/v1/project/${fixture.project.id}/customType`;
});
afterAll(() => server.close());

const admin = () => fixture.headers.admin;
const newsModel = {
  apiId: 'news',
  name: 'News',
  description: 'Announcements',
  fields: [
    { id: 'title', name: 'Title', type: 'text', localized: true, required: true, maxLength: 120 },
    { id: 'body', name: 'Body', type: 'rich_text', localized: true },
  ],
};

describe('content model CRUD (legacy base)', () => {
  it('creates, lists, reads, updates and deletes a model under the customTypes / customType keys', async () => {
    const created = await api.post(base, newsModel, admin());
    expect(created.status).toBe(201);
    expect(created.body.customType).toMatchObject({
      apiId: 'news',
      name: 'News',
      description: 'Announcements',
    });
    expect(created.body.customType.fields[0]).toMatchObject({
      id: 'title',
      type: 'text',
      localized: true,
      required: true,
      unique: false,
      multiple: false,
      maxLength: 120,
    });
    const id = created.body.customType.id;

    const list = await api.get(base, admin());
    expect(list.status).toBe(200);
    expect(list.body.customTypes.map((model: { apiId: string }) => model.apiId)).toContain('news');

    const byId = await api.get(`${base}/${id}`, admin());
    const byApiId = await api.get(`${base}/news`, admin());
    expect([byId.status, byApiId.status]).toEqual([200, 200]);
    expect(byApiId.body.customType.id).toBe(id);

    const updated = await api.put(`${base}/${id}`, { name: 'Company news', apiId: 'company-news' }, admin());
    expect(updated.status).toBe(200);
    expect(updated.body.customType).toMatchObject({ id, name: 'Company news', apiId: 'company-news' });
    expect(updated.body.customType.fields).toHaveLength(2);

    expect((await api.delete(`${base}/${id}`, admin())).status).toBe(204);
    const gone = await api.get(`${base}/${id}`, admin());
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('NOT_FOUND');
  });

  it('lists the models in the project view (custom_types)', async () => {
    const created = await api.post(base, { ...newsModel, apiId: 'summary-check', name: 'Summary' }, admin());
    const project = await api.get(`/api/v1/project/${fixture.project.id}`, admin());
    expect(project.body.custom_types).toContainEqual({
      id: created.body.customType.id,
      apiId: 'summary-check',
      name: 'Summary',
    });
    const listed = await api.get('/api/v1/project?limit=200', admin());
    const mine = listed.body.items.find((item: { id: string }) => item.id === fixture.project.id);
    expect(mine.custom_types.map((model: { apiId: string }) => model.apiId)).toContain('summary-check');
  });

  it('refuses a second model with the same api id with 409 naming apiId', async () => {
    await api.post(base, { ...newsModel, apiId: 'twice' }, admin());
    const again = await api.post(base, { ...newsModel, apiId: 'twice' }, admin());
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual([expect.objectContaining({ path: 'apiId', rule: 'unique' })]);
  });

  it('lets another project use the same api id', async () => {
    const mine = await api.post(base, { ...newsModel, apiId: 'shared-name' }, admin());
    const theirs = await api.post(
      `/api/v1/project/${other.project.id}/customType`,
      { ...newsModel, apiId: 'shared-name' },
      other.headers.admin,
    );
    expect([mine.status, theirs.status]).toEqual([201, 201]);
  });

  it('refuses an api id that is not a lower-case slug', async () => {
    const response = await api.post(base, { ...newsModel, apiId: 'Blog Post' }, admin());
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([expect.objectContaining({ path: 'apiId' })]);
  });
});

describe('model definition validation', () => {
  const invalid: [string, object[], { path: string; rule: string }][] = [
    [
      'duplicate field ids',
      [
        { id: 'title', name: 'Title', type: 'text' },
        { id: 'title', name: 'Title again', type: 'text' },
      ],
      { path: 'fields.1.id', rule: 'unique' },
    ],
    [
      'an enum without options',
      [{ id: 'kind', name: 'Kind', type: 'enum' }],
      { path: 'fields.0.options', rule: 'required' },
    ],
    [
      'an enum with repeated options',
      [{ id: 'kind', name: 'Kind', type: 'enum', options: ['a', 'a'] }],
      { path: 'fields.0.options', rule: 'unique' },
    ],
    [
      'a relation to an unknown model',
      [{ id: 'author', name: 'Author', type: 'relation', target: 'nobody' }],
      { path: 'fields.0.target', rule: 'relation' },
    ],
    [
      'a relation without target',
      [{ id: 'author', name: 'Author', type: 'relation' }],
      { path: 'fields.0.target', rule: 'required' },
    ],
    [
      'a pattern that does not compile',
      [{ id: 'code', name: 'Code', type: 'text', pattern: '([a-z' }],
      { path: 'fields.0.pattern', rule: 'pattern' },
    ],
    [
      'minLength on a number',
      [{ id: 'price', name: 'Price', type: 'number', minLength: 2 }],
      { path: 'fields.0.minLength', rule: 'not_applicable' },
    ],
    [
      'min above max',
      [{ id: 'price', name: 'Price', type: 'number', min: 10, max: 1 }],
      { path: 'fields.0.min', rule: 'range' },
    ],
    [
      'unique on a list',
      [{ id: 'tags', name: 'Tags', type: 'enum', options: ['a'], multiple: true, unique: true }],
      { path: 'fields.0.unique', rule: 'not_applicable' },
    ],
    [
      'a unique text longer than an index holds',
      [{ id: 'code', name: 'Code', type: 'text', unique: true, maxLength: 5000 }],
      { path: 'fields.0.maxLength', rule: 'max' },
    ],
  ];

  it.each(invalid)('refuses %s with 400 naming the field', async (_, fields, expected) => {
    const response = await api.post(base, { apiId: 'invalid-model', name: 'Invalid', fields }, admin());
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.fields).toEqual([expect.objectContaining(expected)]);
    const fieldId = (fields.at(-1) as { id: string }).id;
    expect(response.body.fields[0].message).toContain(`"${fieldId}"`);
  });

  it('refuses an unknown field type and unknown field properties', async () => {
    const response = await api.post(
      base,
      {
        apiId: 'invalid-model',
        name: 'Invalid',
        fields: [{ id: 'x', name: 'X', type: 'json', color: 'red' }],
      },
      admin(),
    );
    expect(response.status).toBe(400);
    expect(response.body.fields.map((field: { path: string }) => field.path)).toContain('fields.0.type');
  });

  it('accepts relations to an existing model and to the model itself', async () => {
    await api.post(
      base,
      { apiId: 'person', name: 'Person', fields: [{ id: 'name', name: 'Name', type: 'text' }] },
      admin(),
    );
    const response = await api.post(
      base,
      {
        apiId: 'category',
        name: 'Category',
        fields: [
          { id: 'owner', name: 'Owner', type: 'relation', target: 'person' },
          { id: 'parent', name: 'Parent', type: 'relation', target: 'category' },
        ],
      },
      admin(),
    );
    expect(response.status).toBe(201);
  });

  it('validates the fields of an update too', async () => {
    const created = await api.post(base, { ...newsModel, apiId: 'update-check' }, admin());
    const response = await api.put(
      `${base}/${created.body.customType.id}`,
      { fields: [{ id: 'kind', name: 'Kind', type: 'enum', options: [] }] },
      admin(),
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([
      expect.objectContaining({ path: 'fields.0.options', rule: 'required' }),
    ]);
  });
});

describe('changing or deleting a model in use', () => {
  const entityBase = () => `/api/v2/project/${fixture.project.id}/entity`;

  it('refuses to delete a model with entities (409 MODEL_IN_USE) unless ?force=true', async () => {
    await api.post(base, { ...newsModel, apiId: 'doomed' }, admin());
    const entry = await api.post(
      `${entityBase()}/doomed`,
      { data: { title: { en: 'One', ka: 'ერთი' } } },
      admin(),
    );
    expect(entry.status).toBe(201);

    const refused = await api.delete(`${base}/doomed`, admin());
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('MODEL_IN_USE');

    expect((await api.delete(`${base}/doomed?force=true`, admin())).status).toBe(204);
    expect((await api.get(`${base}/doomed`, admin())).status).toBe(404);
    expect((await api.get(`${entityBase()}/doomed/${entry.body.id}`, admin())).status).toBe(404);
  });

  it('refuses to delete or rename a model that other models relate to', async () => {
    await api.post(
      base,
      { apiId: 'author', name: 'Author', fields: [{ id: 'name', name: 'Name', type: 'text' }] },
      admin(),
    );
    await api.post(
      base,
      {
        apiId: 'book',
        name: 'Book',
        fields: [{ id: 'author', name: 'Author', type: 'relation', target: 'author' }],
      },
      admin(),
    );
    const deleted = await api.delete(`${base}/author?force=true`, admin());
    expect(deleted.status).toBe(409);
    expect(deleted.body.code).toBe('MODEL_IN_USE');
    const renamed = await api.put(`${base}/author`, { apiId: 'writer' }, admin());
    expect(renamed.status).toBe(409);
    expect(renamed.body.fields).toEqual([expect.objectContaining({ path: 'apiId', rule: 'in_use' })]);
  });

  it('refuses new fields that existing entities break (409 MODEL_INCOMPATIBLE), and changes nothing', async () => {
    await api.post(base, { ...newsModel, apiId: 'strict-later' }, admin());
    const entry = await api.post(
      `${entityBase()}/strict-later`,
      { data: { title: { en: 'A rather long title', ka: 'საკმაოდ გრძელი სათაური' } } },
      admin(),
    );
    const response = await api.put(
      `${base}/strict-later`,
      {
        fields: [
          { id: 'title', name: 'Title', type: 'text', localized: true, required: true, maxLength: 5 },
          { id: 'rating', name: 'Rating', type: 'number', required: true },
        ],
      },
      admin(),
    );
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('MODEL_INCOMPATIBLE');
    expect(response.body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'data.title.en', rule: 'max_length' }),
        expect.objectContaining({ path: 'data.rating', rule: 'required' }),
      ]),
    );
    expect(response.body.fields[0].message).toContain(entry.body.id);
    const unchanged = await api.get(`${base}/strict-later`, admin());
    expect(unchanged.body.customType.fields).toHaveLength(2);
    expect(unchanged.body.customType.fields[1].id).toBe('body');
  });

  it('drops the values of removed fields from the entities', async () => {
    await api.post(base, { ...newsModel, apiId: 'slimmed' }, admin());
    const entry = await api.post(
      `${entityBase()}/slimmed`,
      { data: { title: { en: 'Title', ka: 'სათაური' }, body: { en: '<p>Body</p>' } } },
      admin(),
    );
    const response = await api.put(`${base}/slimmed`, { fields: [newsModel.fields[0]] }, admin());
    expect(response.status).toBe(200);
    const after = await api.get(`${entityBase()}/slimmed/${entry.body.id}`, admin());
    expect(after.body.data).toEqual({ title: { en: 'Title', ka: 'სათაური' } });
  });

  it('refuses to make a field unique while entities share a value', async () => {
    const fields = [{ id: 'code', name: 'Code', type: 'text' }];
    await api.post(base, { apiId: 'codes', name: 'Codes', fields }, admin());
    for (const _ of [1, 2]) await api.post(`${entityBase()}/codes`, { data: { code: 'SAME' } }, admin());
    const response = await api.put(`${base}/codes`, { fields: [{ ...fields[0], unique: true }] }, admin());
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('MODEL_INCOMPATIBLE');
    expect(response.body.fields).toEqual([expect.objectContaining({ path: 'data.code', rule: 'unique' })]);

    // Once unique (with distinct values), the side table enforces it for new entities too.
    await api.post(base, { apiId: 'codes-two', name: 'Codes', fields }, admin());
    await api.post(`${entityBase()}/codes-two`, { data: { code: 'ONE' } }, admin());
    const made = await api.put(`${base}/codes-two`, { fields: [{ ...fields[0], unique: true }] }, admin());
    expect(made.status).toBe(200);
    const duplicate = await api.post(`${entityBase()}/codes-two`, { data: { code: 'ONE' } }, admin());
    expect(duplicate.status).toBe(409);
  });
});

describe('who may manage models', () => {
  it('answers 404 to the admin of another project, for every route', async () => {
    await api.post(base, { ...newsModel, apiId: 'private-model' }, admin());
    const theirs = other.headers.admin;
    const responses = await Promise.all([
      api.get(base, theirs),
      api.post(base, { ...newsModel, apiId: 'intruder' }, theirs),
      api.get(`${base}/private-model`, theirs),
      api.put(`${base}/private-model`, { name: 'Taken over' }, theirs),
      api.delete(`${base}/private-model?force=true`, theirs),
    ]);
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await api.get(`${base}/private-model`, admin())).body.customType.name).toBe('News');
  });

  it('answers 401 without credentials and 403 to a key holder or end user', async () => {
    const anonymous = await api.get(base);
    const publicKey = await api.get(base, fixture.headers.public);
    const user = await api.post(base, newsModel, fixture.headers.user);
    expect([anonymous.status, publicKey.status, user.status]).toEqual([401, 403, 403]);
    expect(publicKey.body.code).toBe('CALLER_NOT_ALLOWED');
  });
});

describe('documentation', () => {
  it('documents every content route with its schemas in /openapi.json', async () => {
    const { body } = await api.get('/openapi.json');
    const paths = [
      ['/api/v1/project/{id}/customType', ['get', 'post']],
      ['/api/v1/project/{id}/customType/{typeId}', ['get', 'put', 'delete']],
      ['/api/v2/project/{id}/entity/{kind}', ['get', 'post']],
      ['/api/v2/project/{id}/entity/{kind}/{entityId}', ['get', 'put', 'delete']],
      ['/api/v2/project/{id}/cms/{apiId}', ['get']],
      ['/api/v2/project/{id}/cms/{apiId}/{contentId}', ['get']],
    ] as const;
    for (const [path, methods] of paths) {
      for (const method of methods) {
        const operation = body.paths[path]?.[method];
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        expect(operation.security?.length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    expect(body.components.schemas).toHaveProperty('CustomType');
    expect(body.components.schemas).toHaveProperty('Entity');
  });
});
