import { readFileSync } from 'node:fs';
import {
  createProjectFixture,
  http,
  type ProjectFixture,
  purchaseTools,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleFiles, readmeExamples, typeErrors } from './test/readme-examples';

// docs/INTEGRATIONS.md's guide for station-terminal vendors, checked as the kit's README is: every ```ts
// block of its section compiles as a vendor's code would, then runs, in order, against the real server.
const GUIDE = '../../docs/INTEGRATIONS.md';
const SECTION = 'For a station-terminal vendor';
const examples = readmeExamples(GUIDE, SECTION);
const globalNames = ['url', 'privateKey', 'cardNumber'] as const;

let server: TestServer;
let fixture: ProjectFixture;
let cardNumber: string;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  const tools = await purchaseTools(server, fixture);
  const company = await tools.company();
  const card = await tools.card(company.id, { limits: [{ period: 'daily', unit: 'ml', amount: 200_000 }] });
  cardNumber = card.number;
}, 180_000);
afterAll(() => server?.close());

describe('the terminal vendor’s guide', () => {
  it('shows every terminal call, and its decline reasons are the server’s', async () => {
    const code = examples.map((example) => example.code).join('\n');
    for (const call of ['preauthorize(', 'complete(', 'reverse(', 'authorize(', 'void(']) {
      expect(code).toContain(`terminal.${call}`);
    }
    const document = await http(server.url).get('/openapi.json');
    const reasons: string[] = document.body.components.schemas.FleetDeclineReason.enum;
    const text = readFileSync(new URL(`../${GUIDE}`, import.meta.url), 'utf8');
    const start = text.indexOf(`## ${SECTION}`);
    const section = text.slice(start, text.indexOf('\n## ', start));
    const listed = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);
    expect(listed).toEqual(reasons);
  });

  it('compiles every example with strict types', () => {
    const globals = Object.fromEntries(globalNames.map((name) => [name, 'string']));
    expect(typeErrors(examples, globals, 'docs/INTEGRATIONS.md')).toEqual([]);
  }, 120_000);

  it('runs every example against the server, in order', async () => {
    const values = { url: server.url, privateKey: fixture.project.privateApiKey, cardNumber };
    Object.assign(globalThis, values);
    const { files, remove } = exampleFiles(examples);
    try {
      for (const [index, file] of files.entries()) {
        await import(file).catch((error: unknown) => {
          throw new Error(
            `The example at docs/INTEGRATIONS.md:${examples[index]!.line} failed: ${String(error)}`,
            {
              cause: error,
            },
          );
        });
      }
    } finally {
      remove();
      for (const name of Object.keys(values)) Reflect.deleteProperty(globalThis, name);
    }
  }, 180_000);
});
