import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { fleetAudit } from '../tables';
import { apiClients } from './tables';
import { CLIENTS, erpTools, TOKEN } from './test-support';

let server: TestServer;
let fixture: ProjectFixture;
let tools: Awaited<ReturnType<typeof erpTools>>;
let mine: Awaited<ReturnType<typeof tools.erpCompany>>;
let theirs: Awaited<ReturnType<typeof tools.erpCompany>>;
beforeAll(async () => {
  server = await startTestServer({
    config: { apiClientRateLimit: { max: 30, windowMs: 60_000, tokenMax: 10 } },
  });
  fixture = await createProjectFixture(server);
  tools = await erpTools(server, fixture);
  mine = await tools.erpCompany();
  theirs = await tools.erpCompany();
});
afterAll(() => server?.close());

const TRANSACTIONS = '/api/v2/fleet/transactions';

describe('a company’s API client', () => {
  it('is created with its secret shown once, and reads its company’s transactions with a token', async () => {
    const client = await tools.createClient(mine.admin, {
      name: 'SAP',
      scopes: ['transactions:read', 'cards:read'],
    });
    expect(client.secret).toMatch(/^fcs_[\w-]{43}$/);
    const listed = await tools.api.get(CLIENTS, mine.admin);
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: client.id, name: 'SAP', status: 'active', lastUsedAt: null }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(client.secret);
    const [stored] = await tools.db.select().from(apiClients).where(eq(apiClients.id, client.id));
    expect(stored!.secretHash).not.toContain(client.secret);

    const [mineId] = await tools.purchases(mine.card, 1);
    const [theirsId] = await tools.purchases(theirs.card, 1);
    const token = await tools.requestToken(client.id, client.secret);
    expect(token.status).toBe(200);
    expect(token.headers.get('cache-control')).toBe('no-store');
    expect(token.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      scope: 'transactions:read cards:read',
    });

    const headers = { authorization: `Bearer ${token.body.access_token}` };
    const page = await tools.api.get(TRANSACTIONS, headers);
    expect(page.status).toBe(200);
    expect(page.body.items.map((item: { id: string }) => item.id)).toEqual([mineId]);
    expect((await tools.api.get(`${TRANSACTIONS}/${mineId}`, headers)).status).toBe(200);
    // Another company's data: not found, as for its users.
    expect((await tools.api.get(`${TRANSACTIONS}/${theirsId}`, headers)).status).toBe(404);
    expect((await tools.api.get('/api/v2/fleet/cards', headers)).status).toBe(200);

    const [used] = await tools.db.select().from(apiClients).where(eq(apiClients.id, client.id));
    expect(used!.lastUsedAt).not.toBeNull();
    const audit = await tools.db
      .select()
      .from(fleetAudit)
      .where(and(eq(fleetAudit.entityId, client.id), eq(fleetAudit.action, 'call')));
    expect(audit.map((entry) => entry.after)).toContainEqual(
      expect.objectContaining({ method: 'GET', route: '/api/v2/fleet/transactions/:id', status: 404 }),
    );
    expect(audit.every((entry) => entry.companyId === mine.company.id)).toBe(true);
  });

  it('takes the credentials in the JSON body too, and a narrower scope', async () => {
    const client = await tools.createClient(mine.admin, { scopes: ['transactions:read', 'vehicles:read'] });
    const token = await tools.api.post(TOKEN, {
      grant_type: 'client_credentials',
      client_id: client.id,
      client_secret: client.secret,
      scope: 'vehicles:read',
    });
    expect(token.status).toBe(200);
    expect(token.body.scope).toBe('vehicles:read');
    const headers = { authorization: `Bearer ${token.body.access_token}` };
    expect((await tools.api.get('/api/v2/fleet/vehicles', headers)).status).toBe(200);
    const refused = await tools.api.get(TRANSACTIONS, headers);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SCOPE_NOT_GRANTED');
  });

  it('never writes, and reads only what a scope opens', async () => {
    const client = await tools.createClient(mine.admin, {
      scopes: ['transactions:read', 'reports:read', 'cards:read', 'vehicles:read'],
    });
    const headers = await tools.bearer(client.id, client.secret);
    const write = await tools.api.post(
      '/api/v2/fleet/vehicles',
      { registrationType: 'georgia', registrationNumber: 'AB-123-CD', fuelType: 'EURO_DIESEL' },
      headers,
    );
    expect([write.status, write.body.code]).toEqual([403, 'API_CLIENT_NOT_ALLOWED']);
    const create = await tools.api.post(CLIENTS, { name: 'x', scopes: ['cards:read'] }, headers);
    expect([create.status, create.body.code]).toEqual([403, 'API_CLIENT_NOT_ALLOWED']);
    for (const path of ['/api/v2/fleet/me', CLIENTS, '/api/v2/fleet/users']) {
      const answer = await tools.api.get(path, headers);
      expect([path, answer.status, answer.body.code]).toEqual([path, 403, 'API_CLIENT_NOT_ALLOWED']);
    }
    const notCompany = await tools.api.get('/api/v2/auth/self', headers);
    expect([notCompany.status, notCompany.body.code]).toEqual([403, 'CALLER_NOT_ALLOWED']);
    const mixed = await tools.api.get(TRANSACTIONS, { ...headers, ...mine.admin });
    expect([mixed.status, mixed.body.code]).toEqual([401, 'AMBIGUOUS_CREDENTIALS']);
    expect((await tools.api.get(CLIENTS, mine.admin)).body.items.length).toBeGreaterThan(0);
  });

  it('is refused after it is revoked, at once', async () => {
    const client = await tools.createClient(mine.admin);
    const headers = await tools.bearer(client.id, client.secret);
    const revoked = await tools.api.post(`${CLIENTS}/${client.id}/revoke`, undefined, mine.admin);
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');
    const refused = await tools.api.get(TRANSACTIONS, headers);
    expect([refused.status, refused.body.code]).toEqual([401, 'INVALID_TOKEN']);
    const token = await tools.requestToken(client.id, client.secret);
    expect([token.status, token.body.error, token.body.code]).toEqual([
      401,
      'invalid_client',
      'OAUTH_INVALID_CLIENT',
    ]);
    // Another company's admin cannot revoke it, nor see it.
    const other = await tools.createClient(theirs.admin);
    expect((await tools.api.post(`${CLIENTS}/${other.id}/revoke`, undefined, mine.admin)).status).toBe(404);
    expect(
      (await tools.api.get(CLIENTS, mine.admin)).body.items.map((item: { id: string }) => item.id),
    ).not.toContain(other.id);
  });

  it('is refused once it has expired', async () => {
    const client = await tools.createClient(mine.admin, {
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const headers = await tools.bearer(client.id, client.secret);
    expect((await tools.api.get(TRANSACTIONS, headers)).status).toBe(200);
    await tools.expire(client.id);
    const refused = await tools.api.get(TRANSACTIONS, headers);
    expect([refused.status, refused.body.code]).toEqual([401, 'INVALID_TOKEN']);
    expect((await tools.requestToken(client.id, client.secret)).body.error).toBe('invalid_client');
    const listed = await tools.api.get(CLIENTS, mine.admin);
    expect(listed.body.items.find((item: { id: string }) => item.id === client.id).status).toBe('expired');
  });

  it('answers RFC 6749 errors for a bad token request', async () => {
    const client = await tools.createClient(mine.admin, { scopes: ['cards:read'] });
    const wrong = await tools.requestToken(client.id, `${client.secret}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(wrong.body).toMatchObject({
      error: 'invalid_client',
      statusCode: 401,
      code: 'OAUTH_INVALID_CLIENT',
    });
    expect((await tools.requestToken('not-a-client', client.secret)).body.error).toBe('invalid_client');
    const notGranted = await tools.requestToken(client.id, client.secret, { scope: 'transactions:read' });
    expect([notGranted.status, notGranted.body.error]).toEqual([400, 'invalid_scope']);
    const unknown = await tools.requestToken(client.id, client.secret, { scope: 'cards:write' });
    expect([unknown.status, unknown.body.error]).toEqual([400, 'invalid_scope']);
    const grant = await tools.requestToken(client.id, client.secret, { grant_type: 'password' });
    expect([grant.status, grant.body.error, grant.body.code]).toEqual([
      400,
      'unsupported_grant_type',
      'OAUTH_UNSUPPORTED_GRANT_TYPE',
    ]);
    const bogus = await tools.api.get(TRANSACTIONS, { authorization: 'Bearer fat_nonsense' });
    expect([bogus.status, bogus.body.code]).toEqual([401, 'INVALID_TOKEN']);
  });

  it('refuses bad input with a 4xx and creates nothing', async () => {
    const before = (await tools.api.get(CLIENTS, mine.admin)).body.items.length;
    const cases = [
      [{ name: 'ERP', scopes: ['transactions:write'] }, 'scopes.0'],
      [{ name: 'ERP', scopes: [] }, 'scopes'],
      [{ name: ' ', scopes: ['cards:read'] }, 'name'],
      [
        { name: 'ERP', scopes: ['cards:read'], expiresAt: new Date(Date.now() - 60_000).toISOString() },
        'expiresAt',
      ],
      [{ name: 'ERP', scopes: ['cards:read'], expiresAt: 'tomorrow' }, 'expiresAt'],
    ] as const;
    for (const [body, path] of cases) {
      const answer = await tools.api.post(CLIENTS, body, mine.admin);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.fields.map((field: { path: string }) => field.path)).toContain(path);
    }
    expect((await tools.api.get(CLIENTS, mine.admin)).body.items.length).toBe(before);
  });

  it('is managed by those with EDIT on integrations only', async () => {
    const viewer = await tools.member(mine.company.id, {
      role: 'ADMIN',
      permissions: { integrations: 'VIEW' },
    });
    expect((await tools.api.get(CLIENTS, viewer.headers)).status).toBe(200);
    const refused = await tools.api.post(CLIENTS, { name: 'ERP', scopes: ['cards:read'] }, viewer.headers);
    expect([refused.status, refused.body.code]).toEqual([403, 'NOT_AUTHORIZED']);
  });

  it('is rate limited per client with 429 and Retry-After', async () => {
    const client = await tools.createClient(mine.admin);
    const other = await tools.createClient(mine.admin);
    const headers = await tools.bearer(client.id, client.secret);
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof tools.api.get>> | undefined;
    for (let call = 0; call < 31; call++) {
      const answer = await tools.api.get(`${TRANSACTIONS}?limit=1`, headers);
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(limited?.body.code).toBe('RATE_LIMITED');
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client, and the company's users, are not counted with it.
    expect((await tools.api.get(TRANSACTIONS, await tools.bearer(other.id, other.secret))).status).toBe(200);
    expect((await tools.api.get(TRANSACTIONS, mine.admin)).status).toBe(200);
  });

  it('limits token requests per client id', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await tools.requestToken('00000000-0000-4000-8000-000000000000', 'guess')).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('documents the OAuth2 client-credentials scheme and the scopes of each route', async () => {
    const document = (await tools.api.get('/openapi.json')).body;
    expect(document.components.securitySchemes.apiClient.flows.clientCredentials).toMatchObject({
      tokenUrl: TOKEN,
      scopes: expect.objectContaining({ 'transactions:read': expect.any(String) }),
    });
    expect(document.paths['/api/v2/fleet/transactions/feed'].get.security).toContainEqual({
      apiClient: ['transactions:read'],
    });
    expect(document.paths['/api/v2/fleet/vehicles'].post.security).not.toContainEqual(
      expect.objectContaining({ apiClient: expect.anything() }),
    );
  });
});
