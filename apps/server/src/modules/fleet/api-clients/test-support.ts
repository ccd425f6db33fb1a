import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ProjectFixture } from '../../../test/fixtures';
import { http, type Json } from '../../../test/http';
import type { TestTarget } from '../../../test/server';
import { purchaseTools } from '../purchases-test-support';
import { cardTransactions } from '../transactions/tables';
import { apiClients } from './tables';

export const CLIENTS = '/api/v2/fleet/api-clients';
export const TOKEN = '/api/v2/oauth/token';

/** A company with its main admin and a card, and the steps of an ERP's integration with it. */
export async function erpTools(server: TestTarget, fixture: ProjectFixture) {
  const tools = await purchaseTools(server, fixture);
  const api = http(server.url);

  async function erpCompany() {
    const company = await tools.company();
    const admin = await tools.member(company.id);
    const card = await tools.card(company.id);
    return { company, admin: admin.headers, card };
  }

  /** A new client of the company; the answer holds its secret. */
  async function createClient(headers: Record<string, string>, body: Json = {}) {
    const created = await api.post(CLIENTS, { name: 'ERP', scopes: ['transactions:read'], ...body }, headers);
    if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
    return created.body as { id: string; secret: string; scopes: string[] };
  }

  /** The form-encoded token request, with the credentials as HTTP Basic. */
  function requestToken(clientId: string, secret: string, form: Record<string, string> = {}) {
    return fetch(`${server.url}${TOKEN}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', ...form }).toString(),
    }).then(async (response) => ({
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Json,
    }));
  }

  async function bearer(clientId: string, secret: string, scope?: string) {
    const token = await requestToken(clientId, secret, scope ? { scope } : {});
    if (token.status !== 200) throw new Error(`token failed: ${JSON.stringify(token.body)}`);
    return { authorization: `Bearer ${token.body.access_token}` };
  }

  /** Moves a client's expiry into the past, as if its time had passed. */
  const expire = (clientId: string) =>
    tools.db
      .update(apiClients)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiClients.id, clientId));

  /** Approved purchases of the card, recorded at `at` (all at one moment when given). */
  async function purchases(
    card: { id: string; companyId: string; number: string },
    count: number,
    at?: Date,
  ) {
    const rows = Array.from({ length: count }, () => ({
      projectId: fixture.project.id,
      companyId: card.companyId,
      cardId: card.id,
      cardNumber: card.number,
      stationId: 'ST-001',
      terminalId: 'T-1',
      terminalTransactionId: randomUUID(),
      product: 'EURO_DIESEL' as const,
      decision: 'approved' as const,
      volumeMl: 10_000,
      amountTetri: 2990,
      unitPriceTetri: 299,
      at: at ?? new Date(),
    }));
    const inserted = await tools.db
      .insert(cardTransactions)
      .values(rows)
      .returning({ id: cardTransactions.id });
    return inserted.map((row) => row.id);
  }

  return { ...tools, api, erpCompany, createClient, requestToken, bearer, expire, purchases };
}
