import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallerKind } from './core/caller';
import { createProjectFixture, type ProjectFixture } from './test/fixtures';
import { concretePath, loadApi, mapLeaves, type Operation, type Sampler } from './test/openapi';
import { startTestServer, type TestServer } from './test/server';

// The fuzz contract, derived from the running app's /openapi.json: every operation × every caller kind
// it accepts × malformed input. Whatever the input, the answer is never a 5xx; a refusal is the one
// JSON error body with a stable code and no stack trace or SQL; input that must be refused is refused
// (4xx); and an operation that refused everything changed nothing in the database.
//
// The inputs are a fixed list (no randomness): per operation, whole-body malformations, every string
// or number of a sample body replaced at once (100 kB, NUL, negative, huge), and single-field
// mutations of up to three fields chosen by the operation's name; per query parameter and per path
// parameter, a fixed set of bad values. Exhaustive per-field combinations would take minutes.

type Attempt = {
  label: string;
  params?: Record<string, string>;
  /** The params go into the path as they are (a malformed percent-encoding). */
  raw?: boolean;
  query?: string;
  body?: { text: string; type: string };
  /** The input is wrong whatever the route: a 2xx is a failure too. */
  mustRefuse: boolean;
};

const HUGE_STRING = 'x'.repeat(100_000);
const LONG_QUERY = 'x'.repeat(4_000);
/** Tables that a refused request may legitimately write: failed logins count towards the limit. */
const MAY_CHANGE = new Set(['login_failures']);
const SQL_OR_STACK =
  /\bselect\b.+\bfrom\b|\binsert into\b|\bdelete from\b|\bupdate\b.+\bset\b|drizzle|postgres|pglite|\n\s+at\s/i;

let server: TestServer;
let fixture: ProjectFixture;
let operations: Operation[];
let sampler: Sampler;
let tables: string[];
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  ({ operations, sampler } = await loadApi(server));
  const result = (await server.database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  tables = result.rows.map((row) => row.table_name).filter((name) => !MAY_CHANGE.has(name));
}, 60_000);
afterAll(() => server?.close());

/** One digest per table: any insert, update or delete between two snapshots shows. */
async function snapshot(): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
  );
  const result = (await server.database.db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; digest: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

/** Up to `count` of `names`, chosen by a hash of the seed: the same on every run. */
function pick(names: string[], count: number, seed: string): string[] {
  const hash = (text: string) => {
    let value = 0;
    for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
    return value;
  };
  return [...names].sort((a, b) => hash(seed + a) - hash(seed + b)).slice(0, count);
}

function hasLeaf(value: unknown, type: string): boolean {
  const marked = mapLeaves(value, (leaf) => (typeof leaf === type ? '\u0001found' : undefined));
  return JSON.stringify(marked).includes('\\u0001found');
}

function validParams(operation: Operation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((each) => each.in === 'path')) {
    values[parameter.name] =
      parameter.name === 'id' && operation.path.includes('/project/{id}')
        ? fixture.project.id
        : String(sampler.sample(parameter.schema));
  }
  return values;
}

function validQuery(operation: Operation, overrides: Record<string, string | string[]> = {}): string {
  const query = new URLSearchParams();
  for (const parameter of operation.parameters.filter((each) => each.in === 'query')) {
    if (parameter.name in overrides) continue;
    if (parameter.name === 'projectId') query.set('projectId', fixture.project.id);
    else if (parameter.required) query.set(parameter.name, String(sampler.sample(parameter.schema)));
  }
  for (const [name, value] of Object.entries(overrides)) {
    for (const each of Array.isArray(value) ? value : [value]) query.append(name, each);
  }
  return query.toString();
}

const json = (value: unknown) => ({ text: JSON.stringify(value), type: 'application/json' });

function bodyAttempts(operation: Operation): Attempt[] {
  if (!operation.body) return [];
  const schema = sampler.resolve(operation.body);
  const properties = sampler.properties(operation.body);
  const names = Object.keys(properties);
  const valid = sampler.sample(operation.body) as Record<string, unknown>;
  const validText = JSON.stringify(valid);
  const isObject = sampler.typeOf(schema) === 'object' || names.length > 0;
  const attempts: Attempt[] = [
    { label: 'malformed JSON', body: { text: '{"broken": ', type: 'application/json' }, mustRefuse: true },
    { label: 'wrong content type', body: { text: validText, type: 'text/plain' }, mustRefuse: true },
    { label: 'null body', body: json(null), mustRefuse: isObject },
    { label: 'array for the object', body: json([valid]), mustRefuse: isObject },
    { label: 'empty object', body: json({}), mustRefuse: (schema.required?.length ?? 0) > 0 },
    {
      label: 'every field of the wrong type',
      body: json(Object.fromEntries(names.map((name) => [name, sampler.wrongType(properties[name]!)]))),
      mustRefuse: names.length > 0,
    },
    {
      label: '__proto__ and constructor keys',
      body: {
        text: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${validText.slice(1)}`,
        type: 'application/json',
      },
      mustRefuse: true,
    },
  ];
  const leafVariants: [string, (leaf: unknown) => unknown, boolean][] = [
    ['100 kB strings', (leaf) => (typeof leaf === 'string' ? HUGE_STRING : undefined), false],
    [
      'NUL bytes in strings',
      (leaf) => (typeof leaf === 'string' ? 'a\u0000b' : undefined),
      hasLeaf(valid, 'string'),
    ],
    ['negative numbers', (leaf) => (typeof leaf === 'number' ? -1 : undefined), false],
    ['huge numbers', (leaf) => (typeof leaf === 'number' ? 1e308 : undefined), false],
    ['unsafe integers', (leaf) => (typeof leaf === 'number' ? 2 ** 63 : undefined), false],
  ];
  for (const [label, replace, mustRefuse] of leafVariants) {
    const mutated = mapLeaves(valid, replace);
    if (JSON.stringify(mutated) !== validText) attempts.push({ label, body: json(mutated), mustRefuse });
  }
  for (const name of pick(names, 3, operation.name)) {
    attempts.push(
      { label: `${name}: null`, body: json({ ...valid, [name]: null }), mustRefuse: false },
      {
        label: `${name}: wrong type`,
        body: json({ ...valid, [name]: sampler.wrongType(properties[name]!) }),
        mustRefuse: sampler.typeOf(sampler.resolve(properties[name]!)) !== undefined,
      },
    );
  }
  return attempts;
}

function queryAttempts(operation: Operation): Attempt[] {
  const attempts: Attempt[] = [];
  for (const parameter of operation.parameters.filter((each) => each.in === 'query')) {
    const bad: [string, string | string[], boolean][] = [
      ['NUL', 'a\u0000b', true],
      ['wrong type', 'not-a-value', false],
      ['negative', '-1', false],
      ['huge', '1e308', false],
      ['beyond 64 bits', '99999999999999999999999', false],
      ['4 kB', LONG_QUERY, false],
      ['repeated', ['1', '2'], false],
    ];
    for (const [label, value, mustRefuse] of bad) {
      attempts.push({
        label: `?${parameter.name}: ${label}`,
        query: validQuery(operation, { [parameter.name]: value }),
        mustRefuse,
      });
    }
  }
  attempts.push({
    label: '?__proto__',
    query: validQuery(
      operation,
      Object.fromEntries([
        ['__proto__', 'x'],
        ['constructor', 'y'],
      ]),
    ),
    mustRefuse: false,
  });
  return attempts;
}

function pathAttempts(operation: Operation): Attempt[] {
  const valid = validParams(operation);
  const names = Object.keys(valid);
  const attempts: Attempt[] = names.flatMap((name) =>
    ['not-a-uuid', '../../../../etc/passwd', '..', 'a\u0000b', 'x'.repeat(300), '%2e%2e%2f'].map((value) => ({
      label: `{${name}}: ${JSON.stringify(value.slice(0, 24))}`,
      params: { ...valid, [name]: value },
      // Nothing is named like that: whatever the route, the answer is a refusal.
      mustRefuse: true,
    })),
  );
  if (names.length) {
    attempts.push({
      label: 'malformed percent-encoding',
      params: { ...valid, [names[0]!]: '%E0%A4%A' },
      raw: true,
      mustRefuse: true,
    });
  }
  return attempts;
}

async function send(operation: Operation, caller: Exclude<CallerKind, 'client'>, attempt: Attempt) {
  const headers: Record<string, string> = {
    ...(caller === 'none' ? {} : fixture.headers[caller]),
    ...(attempt.body ? { 'content-type': attempt.body.type } : {}),
  };
  const path = concretePath(operation, attempt.params ?? validParams(operation), attempt.raw);
  const query = attempt.query ?? validQuery(operation);
  const response = await fetch(`${server.url}${path}${query ? `?${query}` : ''}`, {
    method: operation.method,
    headers,
    body: attempt.body?.text,
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
}

/** What is wrong with an answer, or nothing. */
function problemsOf(attempt: Attempt, answer: Awaited<ReturnType<typeof send>>): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`${answer.status}`);
  if (attempt.mustRefuse && answer.status < 400) problems.push(`accepted with ${answer.status}`);
  if (answer.status < 400) return problems;
  if (!answer.contentType.includes('application/json'))
    return [...problems, `not JSON: ${answer.contentType}`];
  const body = JSON.parse(answer.text);
  if (body.statusCode !== answer.status) problems.push(`statusCode ${body.statusCode}`);
  if (!/^[A-Z][A-Z_]+$/.test(body.code ?? '')) problems.push(`code ${body.code}`);
  if (typeof body.requestId !== 'string') problems.push('no requestId');
  if (SQL_OR_STACK.test(answer.text)) problems.push(`leaks: ${answer.text.slice(0, 200)}`);
  return problems;
}

describe('fuzz contract', () => {
  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers malformed input with a 4xx error body, never a 5xx, and changes nothing', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      const attempts = [...bodyAttempts(operation), ...queryAttempts(operation), ...pathAttempts(operation)];
      for (const caller of operation.accepts) {
        const before = await snapshot();
        let accepted = false;
        for (const attempt of attempts) {
          const answer = await send(operation, caller, attempt);
          requests++;
          accepted ||= answer.status < 400;
          for (const problem of problemsOf(attempt, answer)) {
            failures.push(`${operation.name} as ${caller}, ${attempt.label}: ${problem}`);
          }
        }
        if (accepted) continue;
        const after = await snapshot();
        const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
        if (changed.length) failures.push(`${operation.name} as ${caller}: refused but changed ${changed}`);
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  }, 240_000);
});
