import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /health', () => {
  it('reports the database as up', async () => {
    const response = await http(server.url).get('/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: server.database.driver },
    });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});
