// A third party's first calls, written against the client generated from /openapi.json: the test
// (src/openapi-client.test.ts) has `openapi-typescript` write api.d.ts beside a copy of this file, in a
// folder git ignores, typechecks it with tsc and runs it against a test server, so a document that
// breaks generated clients fails CI.
import createClient from 'openapi-fetch';
import type { paths } from './api';

export type Keys = {
  admin: { 'x-session-id': string };
  public: { 'x-project-key': string };
  private: { 'x-private-key': string };
  member: { 'x-session-id': string; 'x-project-key': string };
};

export async function firstCalls(baseUrl: string, projectId: string, keys: Keys, cardNumber: string) {
  const api = createClient<paths>({ baseUrl });

  // A station terminal authorizes a purchase with the project's private key.
  const authorized = await api.POST('/api/v2/fleet/terminal/authorizations', {
    headers: keys.private,
    body: {
      cardNumber,
      stationId: 'ST-001',
      terminalId: 'T-1',
      terminalTransactionId: crypto.randomUUID(),
      product: 'EURO_DIESEL',
      liters: 10,
    },
  });
  const decision: 'approved' | 'declined' | undefined = authorized.data?.decision;

  // The fleet customer lists its cards.
  const cards = await api.GET('/api/v2/fleet/cards', {
    headers: keys.member,
    params: { query: { limit: 10 } },
  });
  const cardNumbers: string[] = cards.data?.items.map((card) => card.number) ?? [];

  // The kit's call: a content model, then its published entries read with the public key.
  await api.POST('/api/v1/project/{id}/customType', {
    headers: keys.admin,
    params: { path: { id: projectId } },
    body: { apiId: 'news', name: 'News', fields: [{ id: 'title', name: 'Title', type: 'text' }] },
  });
  const news = await api.GET('/api/v2/project/{id}/cms/{apiId}', {
    headers: keys.public,
    params: { path: { id: projectId, apiId: 'news' } },
  });
  const newsTotal: number | undefined = news.data?.total;

  // A typed failure: unblocking an active card is not a move the card can make.
  const cardId = cards.data?.items[0]?.id ?? '';
  const refused = await api.POST('/api/v2/fleet/cards/{id}/unblock', {
    headers: keys.member,
    params: { path: { id: cardId } },
  });
  const code = refused.error?.code;
  // The code is the union the document lists for this operation (INVALID_TRANSITION, NOT_FOUND, ...),
  // not a bare string: a client can switch over it.
  const typed: string extends NonNullable<typeof code> ? never : true = true;

  return { decision, cardNumbers, newsTotal, code, typed, unblockStatus: refused.response.status };
}
