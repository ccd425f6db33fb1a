import { isDeepStrictEqual } from 'node:util';
import { type ErrorCode, errorCodes } from './error-codes';
import { companyCodes, credentialCodes } from './route';

// The finishing pass over the generated document: error responses from each operation's codes, the
// duplicate input components folded into their output twins, and nothing left that no one uses.

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON, walked and rewritten by hand
type Json = Record<string, any>;

const errorSchema = { $ref: '#/components/schemas/ApiError' };

/**
 * The shared error responses (components/responses): an operation whose codes of a status are exactly
 * a shared response's refers to it; otherwise it gets its own, with the code enum narrowed.
 */
const sharedResponses: Record<string, { status: number; codes: readonly ErrorCode[]; description: string }> =
  {
    ValidationFailed: {
      status: 400,
      codes: ['VALIDATION_FAILED'],
      description: 'Bad input: `fields` names each broken rule',
    },
    InvalidBody: {
      status: 400,
      codes: ['VALIDATION_FAILED', 'INVALID_BODY'],
      description: 'Bad input: a body that is no JSON, or broken rules named in `fields`',
    },
    Unauthenticated: { status: 401, codes: credentialCodes, description: 'No or bad credentials' },
    CallerNotAllowed: {
      status: 403,
      codes: ['CALLER_NOT_ALLOWED'],
      description: 'Not for this kind of caller',
    },
    CompanyRefused: {
      status: 403,
      codes: ['CALLER_NOT_ALLOWED', ...companyCodes],
      description: 'Not a company user, blocked, or the company role does not allow it',
    },
    NotFound: { status: 404, codes: ['NOT_FOUND'], description: 'Unknown, or not the caller’s' },
    Conflict: { status: 409, codes: ['CONFLICT'], description: 'A unique value is taken' },
    PayloadTooLarge: { status: 413, codes: ['PAYLOAD_TOO_LARGE'], description: 'The body is too large' },
    UnsupportedMediaType: {
      status: 415,
      codes: ['UNSUPPORTED_MEDIA_TYPE'],
      description: 'The content type is not accepted',
    },
    RateLimited: { status: 429, codes: ['RATE_LIMITED'], description: 'Too many attempts: see Retry-After' },
  };

function errorResponse(codes: readonly ErrorCode[], summary?: string): Json {
  const lines = codes.map((code) => `- \`${code}\`: ${errorCodes[code][1]}`);
  return {
    description: [summary ?? codes.join(', '), '', ...lines].join('\n'),
    content: {
      'application/json': {
        schema: {
          allOf: [errorSchema, { type: 'object', required: ['code'], properties: { code: { enum: codes } } }],
        },
      },
    },
  };
}

function responsesFor(byStatus: Record<string, ErrorCode[]>): Json {
  return Object.fromEntries(
    Object.entries(byStatus).map(([status, codes]) => {
      const shared = Object.entries(sharedResponses).find(
        ([, response]) =>
          String(response.status) === status &&
          response.codes.length === codes.length &&
          response.codes.every((code) => codes.includes(code)),
      );
      return [status, shared ? { $ref: `#/components/responses/${shared[0]}` } : errorResponse(codes)];
    }),
  );
}

/** Adds the error responses, folds `XInput` components equal to `X`, prunes unused components. */
export function finishDocument(document: Json, tagDescriptions: Record<string, string>): Json {
  const components = document.components as Json;
  components.responses = Object.fromEntries(
    Object.entries(sharedResponses).map(([name, { codes, description }]) => [
      name,
      errorResponse(codes, description),
    ]),
  );
  const tags = new Set<string>();
  for (const byMethod of Object.values(document.paths as Json)) {
    for (const operation of Object.values(byMethod as Json) as Json[]) {
      const codes = operation['x-error-codes'] as Record<string, ErrorCode[]> | undefined;
      delete operation['x-error-codes'];
      if (codes) Object.assign(operation.responses, responsesFor(codes));
      const example = operation['x-example'];
      delete operation['x-example'];
      const body = operation.requestBody?.content?.['application/json'];
      if (example !== undefined && body) body.example = example;
      for (const tag of operation.tags ?? []) tags.add(tag);
    }
  }
  document.tags = [...tags].sort().map((name) => ({ name, description: tagDescriptions[name] ?? name }));
  // Unused output twins first (a request body's), so that its input takes the plain name.
  pruneUnused(document);
  foldInputTwins(document);
  return document;
}

/** zod's input and output views of one schema are often the same: keep one, named without `Input`. */
function foldInputTwins(document: Json) {
  const schemas = document.components.schemas as Json;
  const renamed: Record<string, string> = {};
  for (const name of Object.keys(schemas)) {
    const twin = name.replace(/Input$/, '');
    if (twin === name || (schemas[twin] && !isDeepStrictEqual(schemas[name], schemas[twin]))) continue;
    // The same as its output twin, or a request body with no output twin: one name, without `Input`.
    schemas[twin] ??= schemas[name];
    renamed[`#/components/schemas/${name}`] = `#/components/schemas/${twin}`;
    delete schemas[name];
  }
  walk(document, (node) => {
    if (typeof node.$ref === 'string' && renamed[node.$ref]) node.$ref = renamed[node.$ref];
  });
}

/** Removes components no operation reaches, directly or through other components. */
function pruneUnused(document: Json) {
  const { components } = document;
  const used = new Set<string>();
  const visit = (node: unknown) =>
    walk(node, (each) => {
      const ref = each.$ref;
      if (typeof ref !== 'string' || used.has(ref)) return;
      used.add(ref);
      const [, , kind, name] = ref.split('/');
      visit(components[kind!]?.[name!]);
    });
  visit(document.paths);
  for (const kind of ['schemas', 'responses']) {
    for (const name of Object.keys(components[kind] ?? {})) {
      if (!used.has(`#/components/${kind}/${name}`)) delete components[kind][name];
    }
  }
}

function walk(node: unknown, visit: (node: Json) => void) {
  if (Array.isArray(node)) for (const each of node) walk(each, visit);
  else if (node && typeof node === 'object') {
    visit(node as Json);
    for (const value of Object.values(node)) walk(value, visit);
  }
}
