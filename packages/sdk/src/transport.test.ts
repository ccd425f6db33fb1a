import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientError } from './errors';
import { Transport, type TransportOptions } from './transport';

/** What the echo routes answer: the request as the server saw it. */
interface Echo {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

type Route = (request: IncomingMessage, response: ServerResponse, body: string) => void;

function json(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

// Routes by the last path segment, so that every base reaches the same routes.
const routes: Record<string, Route> = {
  error: (_, response) =>
    json(response, 400, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body: email',
      fields: [{ path: 'email', rule: 'required', message: 'Required' }],
      requestId: 'req-1',
    }),
  conflict: (_, response) =>
    json(response, 409, { statusCode: 409, code: 'CONFLICT', message: 'Already exists', requestId: 'req-2' }),
  'html-error': (_, response) =>
    response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
  'proxy-too-large': (_, response) =>
    response.writeHead(413, { 'content-type': 'text/html' }).end('<h1>Too large</h1>'),
  'json-not-error-body': (_, response) => json(response, 500, { error: 'boom' }),
  'not-json': (_, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('hello'),
  empty: (_, response) => response.writeHead(204).end(),
  'empty-200': (_, response) => response.writeHead(200).end(),
  dates: (_, response) =>
    json(response, 200, {
      createdAt: '2026-11-22T08:27:17.123Z',
      start: '2026-11-22',
      items: [{ seenAt: '2026-11-22T12:27:17.123456+04:00' }],
    }),
  hang: () => {},
  'stalled-body': (_, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"items": [');
  },
};

const echo: Route = (request, response, body) =>
  json(response, 200, {
    method: request.method ?? '',
    url: request.url ?? '',
    headers: request.headers,
    body,
  } satisfies Echo);

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const segment = new URL(request.url ?? '/', 'http://localhost').pathname.split('/').pop() ?? '';
      (routes[segment] ?? echo)(request, response, Buffer.concat(chunks).toString('utf8'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function transport(options: Partial<TransportOptions> = {}) {
  return new Transport({ url, ...options });
}

/** The ClientError a call rejects with; fails the test when it resolves or throws anything else. */
async function failureOf(call: Promise<unknown>): Promise<ClientError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!ClientError.is(error)) throw new Error(`Expected a ClientError, got ${String(error)}`);
  return error;
}

describe('Transport URLs', () => {
  it('resolves paths under the newer base by default, the legacy base, or the bare url', async () => {
    const api = transport({ url: `${url}/` });
    expect((await api.send<Echo>('GET', '/self')).url).toBe('/api/v2/self');
    expect((await api.send<Echo>('GET', '/self', { base: 'legacy' })).url).toBe('/api/v1/self');
    expect((await api.send<Echo>('GET', '/health', { base: 'root' })).url).toBe('/health');
    expect((await api.send<Echo>('GET', 'request-action/confirm')).url).toBe(
      '/api/v2/request-action/confirm',
    );
  });

  it('lets each base be overridden', async () => {
    const api = transport({ legacyBase: `${url}/old/`, newerBase: `${url}/new` });
    expect((await api.send<Echo>('GET', '/self', { base: 'legacy' })).url).toBe('/old/self');
    expect((await api.send<Echo>('GET', '/self')).url).toBe('/new/self');
  });

  it("merges the caller's query over the method's and joins arrays", async () => {
    const answer = await transport().send<Echo>(
      'GET',
      '/items',
      { query: { limit: 200, typeIn: ['a', 'b'], statusIn: [] } },
      { query: { limit: 5, lang: 'ka' } },
    );
    expect(answer.url).toBe('/api/v2/items?limit=5&typeIn=a%2Cb&lang=ka');
  });
});

describe('Transport headers', () => {
  it('sends only the credentials that are set, including ones set after construction', async () => {
    const api = transport({ projectKey: 'pk_1' });
    const before = await api.send<Echo>('GET', '/self');
    expect(before.headers['x-project-key']).toBe('pk_1');
    expect(before.headers['x-session-id']).toBeUndefined();
    expect(before.headers['x-private-key']).toBeUndefined();

    api.sessionId = 'session-1';
    api.privateKey = 'sk_1';
    const after = await api.send<Echo>('GET', '/self');
    expect(after.headers['x-session-id']).toBe('session-1');
    expect(after.headers['x-private-key']).toBe('sk_1');

    api.sessionId = undefined;
    expect((await api.send<Echo>('GET', '/self')).headers['x-session-id']).toBeUndefined();
  });

  it("sends Accept, the static headers, and lets the caller's headers win", async () => {
    const api = transport({ sessionId: 's', headers: { 'X-App': 'portal', 'X-Trace': 'static' } });
    const answer = await api.send<Echo>(
      'GET',
      '/self',
      {},
      { headers: { 'x-trace': 'call', 'X-Session-Id': 'other' } },
    );
    expect(answer.headers.accept).toBe('application/json');
    expect(answer.headers['x-app']).toBe('portal');
    expect(answer.headers['x-trace']).toBe('call');
    expect(answer.headers['x-session-id']).toBe('other');
    expect(answer.headers['content-type']).toBeUndefined();
  });
});

describe('Transport bodies', () => {
  it('sends a body as JSON', async () => {
    const answer = await transport().send<Echo>('POST', '/auth/login', {
      body: { email: 'a@b.ge', password: 'secret' },
    });
    expect(answer.method).toBe('POST');
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.body)).toEqual({ email: 'a@b.ge', password: 'secret' });
  });

  it('passes FormData through with its own multipart content type', async () => {
    const form = new FormData();
    form.append('file', new Blob(['fuel receipt'], { type: 'text/plain' }), 'receipt.txt');
    const answer = await transport().send<Echo>('POST', '/file/upload', { body: form });
    expect(answer.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer.body).toContain('filename="receipt.txt"');
    expect(answer.body).toContain('fuel receipt');
  });

  it('passes a Blob through with its own type', async () => {
    const answer = await transport().send<Echo>('PUT', '/raw', {
      body: new Blob(['abc'], { type: 'image/png' }),
    });
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.body).toBe('abc');
  });
});

describe('Transport answers', () => {
  it('revives timestamps as dates and keeps calendar dates as strings', async () => {
    const answer = await transport().send('GET', '/dates');
    expect(answer).toEqual({
      createdAt: new Date('2026-11-22T08:27:17.123Z'),
      start: '2026-11-22',
      items: [{ seenAt: new Date('2026-11-22T08:27:17.123Z') }],
    });
  });

  it('returns undefined for 204 and for an empty body', async () => {
    expect(await transport().send('DELETE', '/empty')).toBeUndefined();
    expect(await transport().send('POST', '/empty-200')).toBeUndefined();
  });

  it('throws INVALID_RESPONSE for a 2xx answer that is not JSON', async () => {
    const error = await failureOf(transport().send('GET', '/not-json'));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE', url: `${url}/api/v2/not-json` });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });
});

describe('Transport errors', () => {
  it("throws the server's code, message, fields and request id from the error body", async () => {
    const error = await failureOf(transport().send('POST', '/error', { body: {} }));
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({
      url: `${url}/api/v2/error`,
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body: email',
      fields: [{ path: 'email', rule: 'required', message: 'Required' }],
      requestId: 'req-1',
      response: { statusCode: 400, code: 'VALIDATION_FAILED' },
    });
    expect([error.isAbort, error.isTimeout, error.isNetworkError]).toEqual([false, false, false]);
  });

  it('gives an empty field list when the error body names none', async () => {
    const error = await failureOf(transport().send('POST', '/conflict'));
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', fields: [], requestId: 'req-2' });
  });

  it('throws a generic error with the status for an answer without the error body', async () => {
    const html = await failureOf(transport().send('GET', '/html-error'));
    expect(html).toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      requestId: undefined,
      response: undefined,
    });
    expect(html.message).toMatch(/502/);

    const tooLarge = await failureOf(transport().send('POST', '/proxy-too-large'));
    expect(tooLarge).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });

    const otherJson = await failureOf(transport().send('GET', '/json-not-error-body'));
    expect(otherJson).toMatchObject({ status: 500, code: 'HTTP_ERROR', response: { error: 'boom' } });
  });

  it('throws NETWORK_ERROR with status 0 when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));

    const error = await failureOf(new Transport({ url: closedUrl }).send('GET', '/self'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', url: `${closedUrl}/api/v2/self` });
    expect([error.isNetworkError, error.isTimeout, error.isAbort]).toEqual([true, false, false]);
    expect(error.cause).toBeDefined();
  });

  it('throws TIMEOUT when the server does not answer in time', async () => {
    const error = await failureOf(transport({ timeoutMs: 50 }).send('GET', '/hang'));
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect([error.isTimeout, error.isAbort, error.isNetworkError]).toEqual([true, false, false]);
  });

  it("takes the call's timeout over the transport's", async () => {
    const started = Date.now();
    const error = await failureOf(
      transport({ timeoutMs: 60_000 }).send('GET', '/hang', {}, { timeoutMs: 50 }),
    );
    expect(error.isTimeout).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('throws TIMEOUT when the body stalls after the headers', async () => {
    const error = await failureOf(transport({ timeoutMs: 100 }).send('GET', '/stalled-body'));
    expect(error.isTimeout).toBe(true);
  });

  it("throws ABORTED when the caller's signal aborts a request in flight", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = await failureOf(transport().send('GET', '/hang', {}, { signal: controller.signal }));
    expect(error).toMatchObject({ status: 0, code: 'ABORTED' });
    expect([error.isAbort, error.isTimeout, error.isNetworkError]).toEqual([true, false, false]);
  });

  it("throws ABORTED at once when the caller's signal is already aborted", async () => {
    const error = await failureOf(transport().send('GET', '/self', {}, { signal: AbortSignal.abort() }));
    expect(error.isAbort).toBe(true);
  });

  it("tells an abort by the caller from a timeout when the caller's signal is itself a timeout", async () => {
    const error = await failureOf(transport().send('GET', '/hang', {}, { signal: AbortSignal.timeout(20) }));
    expect(error.isAbort).toBe(true);
    expect(error.isTimeout).toBe(false);
  });
});
