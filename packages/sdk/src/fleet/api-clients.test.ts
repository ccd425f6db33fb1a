import { createProjectFixture, erpTools, startTestServer, type TestServer } from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FleetClient } from '../fleet';
import { clientError, recordingFetch } from '../test/support';

let server: TestServer;
let tools: Awaited<ReturnType<typeof erpTools>>;
let admin: FleetClient;
let card: Awaited<ReturnType<typeof tools.erpCompany>>['card'];
beforeAll(async () => {
  server = await startTestServer();
  const fixture = await createProjectFixture(server);
  tools = await erpTools(server, fixture);
  const company = await tools.erpCompany();
  card = company.card;
  admin = new FleetClient({
    url: server.url,
    projectKey: fixture.project.apiKey,
    sessionId: company.admin['x-session-id'],
  });
});
afterAll(() => server?.close());

describe('FleetClient with client credentials', () => {
  it('manages the company’s clients with a session', async () => {
    const created = await admin.apiClients.create({ name: 'ERP', scopes: ['transactions:read'] });
    expect(created.secret).toMatch(/^fcs_/);
    expect(created.createdAt).toBeInstanceOf(Date);
    expect((await admin.apiClients.list()).map((client) => client.id)).toContain(created.id);
    const revoked = await admin.apiClients.revoke(created.id);
    expect(revoked.status).toBe('revoked');
    const refused = await clientError(admin.apiClients.create({ name: 'ERP', scopes: [] }));
    expect([refused.status, refused.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('fetches a token once, keeps it, and reads the feed with it', async () => {
    const { id, secret } = await admin.apiClients.create({ name: 'ERP', scopes: ['transactions:read'] });
    const recorder = recordingFetch();
    const erp = new FleetClient({
      url: server.url,
      fetch: recorder.fetch,
      clientCredentials: { clientId: id, clientSecret: secret },
    });
    const ids = await tools.purchases(card, 3);
    const [first, second] = await Promise.all([
      erp.transactions.feed({ limit: 2 }),
      erp.transactions.feed({ limit: 2 }),
    ]);
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    expect(second.items).toEqual(first.items);
    const rest = await erp.transactions.feed({ after: first.nextCursor });
    expect(rest.items.map((item) => item.id)).toEqual(ids.slice(2));
    expect(rest.items[0]!.at).toBeInstanceOf(Date);
    expect(recorder.count('POST /api/v2/oauth/token')).toBe(1);
  });

  it('asks for a new token once when the server refuses the one it holds', async () => {
    const { id, secret } = await admin.apiClients.create({ name: 'ERP', scopes: ['transactions:read'] });
    const recorder = recordingFetch();
    const erp = new FleetClient({
      url: server.url,
      fetch: recorder.fetch,
      clientCredentials: { clientId: id, clientSecret: secret },
    });
    await erp.transactions.list();
    await tools.db.execute(`delete from api_client_tokens where client_id = '${id}'`);
    await erp.transactions.list();
    expect(recorder.count('POST /api/v2/oauth/token')).toBe(2);
    await admin.apiClients.revoke(id);
    const refused = await clientError(erp.transactions.list());
    expect([refused.status, refused.code]).toEqual([401, 'OAUTH_INVALID_CLIENT']);
  });

  it('names what the token may not do', async () => {
    const { id, secret } = await admin.apiClients.create({
      name: 'ERP',
      scopes: ['transactions:read', 'vehicles:read'],
    });
    const narrow = new FleetClient({
      url: server.url,
      clientCredentials: { clientId: id, clientSecret: secret, scopes: ['vehicles:read'] },
    });
    expect((await narrow.vehicles.list()).items).toBeDefined();
    expect((await clientError(narrow.transactions.feed())).code).toBe('SCOPE_NOT_GRANTED');
    expect((await clientError(narrow.apiClients.list())).code).toBe('API_CLIENT_NOT_ALLOWED');
    const wrong = new FleetClient({
      url: server.url,
      clientCredentials: { clientId: id, clientSecret: 'fcs_wrong' },
    });
    expect((await clientError(wrong.vehicles.list())).code).toBe('OAUTH_INVALID_CLIENT');
  });
});
