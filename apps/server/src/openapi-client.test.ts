import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from './core/error-codes';
import { purchaseTools } from './modules/fleet/purchases-test-support';
import { createProjectFixture, type ProjectFixture } from './test/fixtures';
import type { JsonSchema } from './test/openapi';
import { startTestServer, type TestServer } from './test/server';

// The published document as its users meet it: Redocly's recommended rules, then a client generated
// with openapi-typescript, typechecked and run with openapi-fetch against this server.

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(serverDir, '../../node_modules/.bin', name);
const clientDir = path.join(serverDir, 'openapi-client');

let server: TestServer;
let fixture: ProjectFixture;
let dir: string;
let documentPath: string;

beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  // Beside usage.ts, so that it resolves openapi-fetch; one folder per run (the two server projects run
  // at once in CI); ignored by git.
  dir = await mkdtemp(path.join(clientDir, '.generated-'));
  documentPath = path.join(dir, 'openapi.json');
  await writeFile(documentPath, JSON.stringify(server.app.swagger()));
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no error', async () => {
    const { stdout } = await run(
      bin('redocly'),
      ['lint', documentPath, '--config', path.join(serverDir, 'redocly.yaml'), '--format', 'json'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    );
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string }[];
    };
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('names every operation and lists its error responses', () => {
    const document = server.app.swagger() as unknown as {
      paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([url, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ name: `${method} ${url}`, ...operation })),
    );
    // Every operation is named by its declaration (core/route.ts), once.
    expect(
      operations.filter((operation) => !operation.operationId).map((operation) => operation.name),
    ).toEqual([]);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // One error component whose code enum is the catalog (AppError takes only its codes).
    const { schemas } = (document as unknown as { components: { schemas: Record<string, JsonSchema> } })
      .components;
    expect(schemas.ApiError?.properties?.code?.enum).toEqual(Object.keys(errorCodes));
    const authorize = operations.find((each) => each.name === 'post /api/v2/fleet/terminal/authorizations')!;
    expect(Object.keys(authorize.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
  });

  it('generates a client that compiles and makes typed calls against the server', {
    timeout: 90_000,
  }, async () => {
    await writeFile(
      path.join(dir, 'api.d.ts'),
      astToString(await openapiTS(new URL(`file://${documentPath}`), { defaultNonNullable: false })),
    );
    await copyFile(path.join(clientDir, 'usage.ts'), path.join(dir, 'usage.ts'));
    await writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: '../tsconfig.json', include: ['usage.ts', 'api.d.ts'] }),
    );
    await run(bin('tsc'), ['-p', path.join(dir, 'tsconfig.json')]);

    const tools = await purchaseTools(server, fixture);
    const company = await tools.company();
    const member = await tools.member(company.id);
    const card = await tools.card(company.id);
    // By path: the server's typecheck must not follow it to the generated api.d.ts, which CI lacks.
    const usage = path.join(dir, 'usage.ts');
    const { firstCalls } = (await import(usage)) as {
      firstCalls(...args: unknown[]): Promise<Record<string, unknown>>;
    };
    const result = await firstCalls(
      server.url,
      fixture.project.id,
      { ...fixture.headers, member: member.headers },
      card.number,
    );
    expect(result.decision).toBe('approved');
    expect(result.cardNumbers).toEqual([card.number]);
    expect(result.newsTotal).toBe(0);
    expect(result.unblockStatus).toBe(409);
    expect(result.code).toBe('INVALID_TRANSITION');
  });
});
