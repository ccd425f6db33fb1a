import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { type PurchaseTools, purchaseTools } from '../purchases-test-support';
import { eventually } from '../test-support';

// The back office's terminal simulator: the staff (the project's admins) look a card up and send
// authorizations with their session; the decision and the decline alert are the terminal's own.

let server: TestServer;
let fixture: ProjectFixture;
let tools: PurchaseTools;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  tools = await purchaseTools(server, fixture);
});
afterAll(() => server?.close());

const base = () => `/api/v2/project/${fixture.project.id}/fleet/terminal`;

describe('terminal simulator (back office)', () => {
  it('finds any company’s card by number or company name, with its limits', async () => {
    const company = await tools.company();
    const card = await tools.card(company.id, {
      limits: [{ period: 'weekly', unit: 'tetri', amount: 45_000 }],
      allowedProducts: ['EURO_DIESEL'],
    });
    const byNumber = await tools.api.get(`${base()}/cards?search=${card.number}`, fixture.headers.admin);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.items).toEqual([
      {
        id: card.id,
        number: card.number,
        status: 'active',
        companyId: company.id,
        companyName: company.name,
        limits: [{ period: 'weekly', unit: 'GEL', amount: 450 }],
        products: ['EURO_DIESEL'],
      },
    ]);
    const other = await tools.card(company.id);
    const byCompany = await tools.api.get(
      `${base()}/cards?search=${encodeURIComponent(company.name)}&limit=1&page=2`,
      fixture.headers.admin,
    );
    expect(byCompany.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(byCompany.body.items).toHaveLength(1);
    expect([card.number, other.number].sort()[1]).toBe(byCompany.body.items[0].number);
  });

  it('authorizes as the terminal does: a decline alerts the company’s admins with a link to the card', async () => {
    const company = await tools.company();
    const owner = await tools.member(company.id);
    const card = await tools.card(company.id, {
      limits: [{ period: 'daily', unit: 'ml', amount: 30_000 }],
    });
    const declined = await tools.api.post(
      `${base()}/authorizations`,
      tools.purchase(card.number, { liters: 40 }),
      fixture.headers.admin,
    );
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      decision: 'declined',
      reason: 'LIMIT_EXCEEDED',
      limit: { period: 'daily', unit: 'ml', limit: 30_000, remaining: 30_000 },
    });
    const [alert] = await eventually(async () => {
      const inbox = await tools.api.get('/api/v2/notification?lang=ka&type=IN_APP', owner.headers);
      return inbox.body.items.length ? (inbox.body.items as Json[]) : undefined;
    });
    expect(alert).toMatchObject({
      title: `ბარათი ${card.number} უარყოფილია`,
      data: {
        kind: 'fleet.card-declined',
        cardId: card.id,
        cardNumber: card.number,
        reason: 'LIMIT_EXCEEDED',
        limit: { period: 'daily', remaining: 30_000 },
        link: `/dashboard/order-card?card=${card.id}`,
      },
    });
    const approved = await tools.api.post(
      `${base()}/authorizations`,
      tools.purchase(card.number, { liters: 25 }),
      fixture.headers.admin,
    );
    expect(approved.body).toMatchObject({ decision: 'approved', liters: 25, cardId: card.id });
  });

  it('refuses bad input with the field, company users, and another project’s admins', async () => {
    const bad = await tools.api.post(
      `${base()}/authorizations`,
      tools.purchase('AB', { liters: -1 }),
      fixture.headers.admin,
    );
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(bad.body.fields.map((field: Json) => field.path).sort()).toEqual(['cardNumber', 'liters']);
    const asUser = await tools.api.post(
      `${base()}/authorizations`,
      tools.purchase('ABC123'),
      fixture.headers.user,
    );
    expect([asUser.status, asUser.body.code]).toEqual([403, 'CALLER_NOT_ALLOWED']);
    const stranger = await createProjectFixture(server);
    for (const response of [
      await tools.api.post(`${base()}/authorizations`, tools.purchase('ABC123'), stranger.headers.admin),
      await tools.api.get(`${base()}/cards`, stranger.headers.admin),
    ]) {
      expect(response.status).toBe(404);
    }
  });
});
