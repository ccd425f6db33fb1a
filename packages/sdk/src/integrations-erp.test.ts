import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createProjectFixture, erpTools, startTestServer, type TestServer } from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeBlocks, exampleFiles, typeErrors } from './test/readme-examples';

// docs/INTEGRATIONS.md's ERP section, checked: its TypeScript compiles and runs against the real
// server, its shell scripts run with curl and jq, its token answer has the real answer's keys.
const guide = path.resolve(import.meta.dirname, '../../../docs/INTEGRATIONS.md');
const section = 'For an ERP';
const ts = codeBlocks(guide, { section });
const sh = codeBlocks(guide, { language: 'sh', section });
const json = codeBlocks(guide, { language: 'json', section });
const globalNames = ['url', 'projectKey', 'sessionId', 'clientId', 'clientSecret'] as const;

let server: TestServer;
let tools: Awaited<ReturnType<typeof erpTools>>;
let company: Awaited<ReturnType<typeof tools.erpCompany>>;
let values: Record<(typeof globalNames)[number], string>;
let work: string;
beforeAll(async () => {
  server = await startTestServer();
  const fixture = await createProjectFixture(server);
  tools = await erpTools(server, fixture);
  company = await tools.erpCompany();
  const client = await tools.createClient(company.admin, { scopes: ['transactions:read', 'reports:read'] });
  values = {
    url: server.url,
    projectKey: fixture.project.apiKey,
    sessionId: company.admin['x-session-id']!,
    clientId: client.id,
    clientSecret: client.secret,
  };
  work = mkdtempSync(path.join(tmpdir(), 'erp-guide-'));
}, 120_000);
afterAll(async () => {
  if (work) rmSync(work, { recursive: true, force: true });
  await server?.close();
});

// Not execFileSync: the server answering curl runs in this process.
const shell = async (code: string) =>
  (
    await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', code], {
      cwd: work,
      encoding: 'utf8',
      env: {
        ...process.env,
        URL: values.url,
        CLIENT_ID: values.clientId,
        CLIENT_SECRET: values.clientSecret,
      },
    })
  ).stdout;
const lines = () =>
  readFileSync(path.join(work, 'transactions.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line).id as string);

describe('the integration guide for an ERP', () => {
  it('has its examples', () => {
    expect([ts.length, sh.length, json.length]).toEqual([3, 2, 1]);
  });

  it('compiles every TypeScript example with strict types', () => {
    const globals = Object.fromEntries(globalNames.map((name) => [name, 'string']));
    expect(typeErrors(ts, globals)).toEqual([]);
  }, 120_000);

  it('runs every TypeScript example against the server, in order', async () => {
    await tools.purchases(company.card, 3);
    Object.assign(globalThis, values);
    const { files, remove } = exampleFiles(ts);
    try {
      for (const [index, file] of files.entries()) {
        await import(file).catch((error: unknown) => {
          throw new Error(`The example at INTEGRATIONS.md:${ts[index]!.line} failed: ${String(error)}`, {
            cause: error,
          });
        });
      }
    } finally {
      remove();
      for (const name of globalNames) Reflect.deleteProperty(globalThis, name);
    }
  }, 120_000);

  it('gets the token the curl example shows', async () => {
    const answer = JSON.parse(await shell(sh[0]!.code));
    const shown = JSON.parse(json[0]!.code.replace('fat_3mV…', 'fat_x'));
    expect(Object.keys(answer).sort()).toEqual(Object.keys(shown).sort());
    expect(answer).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'transactions:read' });
  });

  it('pages with the shell script: everything once, and on the next run only what came since', async () => {
    const before = await tools.purchases(company.card, 2);
    await shell(sh[1]!.code);
    const first = lines();
    expect(first.slice(-2)).toEqual(before);
    expect(new Set(first).size).toBe(first.length);
    const since = await tools.purchases(company.card, 3);
    await shell(sh[1]!.code);
    expect(lines()).toEqual([...first, ...since]);
  });
});
