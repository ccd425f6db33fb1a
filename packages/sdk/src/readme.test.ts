import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminClient } from './clients/admin';
import { exampleFiles, readmeExamples, typeErrors } from './test/readme-examples';

// The README's guide, checked: every ```ts block compiles as an app's code would, then runs, in order,
// against the real server, starting from the values the README names.
const examples = readmeExamples();
const globalNames = [
  'url',
  'adminEmail',
  'adminPassword',
  'projectId',
  'projectKey',
  'privateKey',
  'userEmail',
  'userPassword',
  'userId',
  'sessionId',
] as const;

let server: TestServer;
let fixture: ProjectFixture;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  await seed();
});
afterAll(() => server?.close());

/** What the README says the project has: a `news` model with an entry, fuel on sale, the user an employee. */
async function seed() {
  const project = new AdminClient({ url: server.url, sessionId: fixture.admin.sessionId }).project(
    fixture.project.id,
  );
  await project.customTypes.create({
    apiId: 'news',
    name: 'News',
    fields: [{ id: 'title', name: 'Title', type: 'text', localized: true, required: true }],
  });
  await project.entities.create('news', {
    status: 'published',
    slug: 'prices-down',
    data: { title: { en: 'Diesel is cheaper', ka: 'დიზელი გაიაფდა' } },
  });
  await project.items.create({
    type: 'fuel',
    status: 'active',
    title: { en: 'Euro diesel', ka: 'ევრო დიზელი' },
    price: { amount: 319 },
    unit: 'liter',
  });
  await project.employees.create({
    userId: fixture.user.id,
    position: 'Dispatcher',
    department: 'Operations',
    startDate: '2021-03-01',
  });
}

/** A Web Storage for Node 20, which has no `localStorage` (the README's session example uses it). */
function memoryWebStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('the README', () => {
  it('has an example for every client', () => {
    const code = examples.map((example) => example.code).join('\n');
    for (const client of [
      'AdminClient',
      'ProjectClient',
      'PrivateClient',
      'UserClient',
      'ChatClient',
      'FleetClient',
    ]) {
      expect(code).toContain(`new ${client}(`);
    }
    expect(examples.length).toBeGreaterThanOrEqual(10);
  });

  it('compiles every example with strict types', () => {
    const globals = Object.fromEntries(globalNames.map((name) => [name, 'string']));
    expect(typeErrors(examples, globals)).toEqual([]);
  }, 120_000);

  it('runs every example against the server, in order', async () => {
    const values: Record<(typeof globalNames)[number], string> = {
      url: server.url,
      adminEmail: fixture.admin.email,
      adminPassword: fixture.admin.password,
      projectId: fixture.project.id,
      projectKey: fixture.project.apiKey,
      privateKey: fixture.project.privateApiKey,
      userEmail: fixture.user.email,
      userPassword: fixture.user.password,
      userId: fixture.user.id,
      sessionId: fixture.user.sessionId,
    };
    const environment: Record<string, unknown> = { ...values };
    if (typeof globalThis.localStorage === 'undefined') environment.localStorage = memoryWebStorage();
    Object.assign(globalThis, environment);
    const { files, remove } = exampleFiles(examples);
    try {
      for (const [index, file] of files.entries()) {
        await import(file).catch((error: unknown) => {
          throw new Error(`The example at README.md:${examples[index]!.line} failed: ${String(error)}`, {
            cause: error,
          });
        });
      }
    } finally {
      remove();
      for (const name of Object.keys(environment)) Reflect.deleteProperty(globalThis, name);
    }
  }, 180_000);
});
