import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { http } from '../test/http';
import { startTestServer, type TestServer } from '../test/server';
import { Conflict } from './errors';

let server: TestServer;
let api: ReturnType<typeof http>;
beforeAll(async () => {
  // Probe routes that exercise the error handler the way real modules will.
  server = await startTestServer({
    register: async (app) => {
      await app.register(async (probe) => {
        probe.post(
          '/probe/validate',
          { schema: { body: z.object({ email: z.email(), age: z.number().int().min(18) }) } },
          async () => ({ ok: true }),
        );
        probe.get('/probe/conflict', async () => {
          throw new Conflict('Already taken', [{ path: 'email', rule: 'unique', message: 'Already taken' }]);
        });
        probe.get('/probe/crash', async () => {
          throw new Error('secret internal detail');
        });
      });
    },
  });
  api = http(server.url);
});
afterAll(() => server.close());

describe('error bodies', () => {
  it('turns schema violations into 400 VALIDATION_FAILED naming each field and rule', async () => {
    const response = await api.post('/probe/validate', { email: 'nope', age: 12 });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.requestId).toBe(response.headers.get('x-request-id'));
    expect(response.body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'email', rule: 'invalid_format' }),
        expect.objectContaining({ path: 'age', rule: 'too_small' }),
      ]),
    );
  });

  it('names a missing field with the rule "required"', async () => {
    const response = await api.post('/probe/validate', { age: 30 });
    expect(response.body.fields).toEqual([expect.objectContaining({ path: 'email', rule: 'required' })]);
  });

  it('answers malformed JSON with 400 INVALID_BODY', async () => {
    const response = await api.post('/probe/validate', '{"email":', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_BODY');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await api.post('/probe/validate', 'x', { 'content-type': 'application/x-unknown' });
    expect(response.status).toBe(415);
    expect(response.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversize body with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await api.post('/probe/validate', { email: 'a'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers unknown routes with 404 NOT_FOUND', async () => {
    const response = await api.get('/api/v2/nothing-here?x=1');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Route GET /api/v2/nothing-here not found',
    });
  });

  it('passes domain errors through with their code and fields', async () => {
    const response = await api.get('/probe/conflict');
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'CONFLICT', fields: [{ path: 'email', rule: 'unique' }] });
  });

  it('hides the details of unexpected errors behind a 500', async () => {
    const response = await api.get('/probe/crash');
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });
});

describe('OpenAPI', () => {
  it('serves the document at /openapi.json and Swagger UI at /docs', async () => {
    const document = await api.get('/openapi.json');
    expect(document.body.openapi).toMatch(/^3\./);
    expect(Object.keys(document.body.paths)).toContain('/health');
    const docs = await api.get('/docs/');
    expect(docs.status).toBe(200);
    expect(docs.body).toContain('swagger-ui');
  });
});
