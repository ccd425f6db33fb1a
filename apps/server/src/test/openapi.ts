import type { CallerKind } from '../core/caller';
import { http, type Json } from './http';
import type { TestServer } from './server';

// The running app's own /openapi.json as test data: its operations with the callers they accept, and
// sample values from their schemas (valid where the schema says enough), for table-driven tests that
// cover a new route the moment it is registered.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  additionalProperties?: JsonSchema | boolean;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
};

export type Operation = {
  method: string;
  /** The OpenAPI path, e.g. `/api/v1/project/{id}`. */
  path: string;
  name: string;
  /** Caller kinds from the operation's security; `['none']` for open routes (API clients are left out). */
  accepts: FixtureCallerKind[];
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** The operation takes a multipart upload instead of JSON. */
  multipart: boolean;
};

/** The caller kinds a project fixture has credentials for (an API client's token is made per test). */
type FixtureCallerKind = Exclude<CallerKind, 'client'>;

const kindOfSecurity = (requirement: Record<string, unknown>): FixtureCallerKind | undefined => {
  const schemes = Object.keys(requirement).sort().join('+');
  if (schemes === 'apiClient') return undefined;
  const kinds: Record<string, FixtureCallerKind> = {
    session: 'admin',
    'projectKey+session': 'user',
    projectKey: 'public',
    privateKey: 'private',
  };
  const kind = kinds[schemes];
  if (!kind) throw new Error(`unknown security requirement ${schemes}`);
  return kind;
};

/** Every documented operation of the running app, with a sampler over its component schemas. */
export async function loadApi(server: TestServer) {
  const document = (await http(server.url).get('/openapi.json')).body as Json;
  const operations: Operation[] = Object.entries(
    document.paths as Record<string, Record<string, Json>>,
  ).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const security = (operation.security ?? []) as Record<string, unknown>[];
      return {
        method: method.toUpperCase(),
        path,
        name: `${method.toUpperCase()} ${path}`,
        accepts: security.length
          ? security.map(kindOfSecurity).filter((kind) => kind !== undefined)
          : (['none'] as FixtureCallerKind[]),
        parameters: (operation.parameters ?? []) as Parameter[],
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      };
    }),
  );
  return { operations, sampler: createSampler(document.components?.schemas ?? {}) };
}

export type Sampler = ReturnType<typeof createSampler>;

/** Candidates for `pattern` strings: the first that matches (and fits the length) is used. */
const PATTERN_CANDIDATES = [
  'en',
  'sample',
  'sample-1',
  '+995555123456',
  '2030-01-15',
  '10:30',
  'ABC',
  'a1',
  '1',
  'x',
];

function createSampler(components: Record<string, JsonSchema>) {
  function resolve(schema: JsonSchema): JsonSchema {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 20; hops++) {
      current = components[current.$ref.split('/').pop()!] ?? {};
    }
    return current;
  }

  function typeOf(schema: JsonSchema): string | undefined {
    const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
    if (type) return type;
    if (schema.properties) return 'object';
    return undefined;
  }

  function string(schema: JsonSchema): string {
    const byFormat: Record<string, string> = {
      uuid: '00000000-0000-4000-8000-000000000001',
      email: 'fuzz@example.com',
      date: '2030-01-15',
      'date-time': '2030-01-15T10:00:00.000Z',
      uri: 'https://example.com/sample',
      url: 'https://example.com/sample',
    };
    if (schema.format && byFormat[schema.format]) return byFormat[schema.format]!;
    const min = schema.minLength ?? 1;
    const max = schema.maxLength ?? 64;
    const fits = (value: string) => value.length >= min && value.length <= max;
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      const found = PATTERN_CANDIDATES.find((value) => pattern.test(value) && fits(value));
      if (found) return found;
    }
    return 'sample'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(6, max)));
  }

  /** A value the schema accepts where that is easy to tell (formats, enums, bounds), else a plausible one. */
  function sample(input: JsonSchema, depth = 0): unknown {
    const schema = resolve(input);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return schema.enum[0];
    const options = schema.anyOf ?? schema.oneOf;
    if (options?.length) {
      const chosen = options.map(resolve).find((option) => typeOf(option) !== 'null') ?? options[0]!;
      return sample(chosen, depth);
    }
    if (schema.allOf?.length) {
      return Object.assign({}, ...schema.allOf.map((part) => sample(part, depth) as object));
    }
    switch (typeOf(schema)) {
      case 'string':
        return string(schema);
      case 'integer':
      case 'number':
        return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
      case 'boolean':
        return true;
      case 'array':
        return depth > 4 || !schema.items
          ? []
          : Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items!, depth + 1));
      case 'object':
        return depth > 4
          ? {}
          : Object.fromEntries(
              Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
            );
      default:
        return 'sample';
    }
  }

  /** A value of another JSON type than the schema's. */
  function wrongType(input: JsonSchema): unknown {
    const type = typeOf(resolve(input));
    if (type === 'string') return 12345;
    if (type === 'object') return ['not', 'an', 'object'];
    if (type === 'array') return { not: 'an array' };
    return 'not-a-number-or-boolean';
  }

  /** The top-level properties of an object schema. */
  function properties(input: JsonSchema): Record<string, JsonSchema> {
    const schema = resolve(input);
    if (schema.properties) return schema.properties;
    const options = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [];
    return Object.assign({}, ...options.map(properties));
  }

  return { resolve, typeOf, sample, wrongType, properties };
}

/** Replaces every leaf of `value` for which `replace` gives something (strings, numbers, ...). */
export function mapLeaves(value: unknown, replace: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((each) => mapLeaves(each, replace));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, mapLeaves(each, replace)]));
  }
  const replaced = replace(value);
  return replaced === undefined ? value : replaced;
}

/** The path with each `{parameter}` from `values`, URL-encoded unless `raw`. */
export function concretePath(operation: Operation, values: Record<string, string>, raw = false) {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    raw ? (values[name] ?? '') : encodeURIComponent(values[name] ?? ''),
  );
}
