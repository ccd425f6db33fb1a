import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPortalItems } from '../../../seed/commerce';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { companies, fleetAudit } from '../tables';
import { GOOD_PASSWORD, uniqueEmail } from '../test-support';
import { companyTools } from '../users/test-support';

let server: TestServer;
let fixture: ProjectFixture;
let tools: ReturnType<typeof companyTools>;
beforeAll(async () => {
  server = await startTestServer();
  fixture = await createProjectFixture(server);
  tools = companyTools(server, fixture);
});
afterAll(() => server?.close());

const fieldsOf = (body: Json) =>
  ((body.fields ?? []) as { path: string; rule: string; message: string }[]).map(
    (field) => `${field.path}:${field.rule}:${field.message}`,
  );

describe('settings', () => {
  it('updates the profile on the membership and the platform account, audited', async () => {
    const { owner } = await tools.company('204567891');
    const email = uniqueEmail('profile');
    const saved = await tools.api.put(
      '/api/v2/fleet/settings/profile',
      { firstName: 'Tamar', lastName: 'Lomidze', phone: '+995 577 12 34 56', email },
      owner.headers,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firstName: 'Tamar', phone: '+995577123456', email, language: 'en' });
    expect((await tools.api.get('/api/v2/fleet/me', owner.headers)).body.user).toMatchObject({
      firstName: 'Tamar',
      email,
    });
    const audit = await server.database.db
      .select()
      .from(fleetAudit)
      .where(eq(fleetAudit.entityId, owner.membershipId));
    expect(audit).toHaveLength(1);
    const bad = await tools.api.put(
      '/api/v2/fleet/settings/profile',
      { firstName: '', lastName: 'L', phone: '123', email: 'x' },
      owner.headers,
    );
    expect(
      fieldsOf(bad.body)
        .map((field) => field.split(':')[0])
        .sort(),
    ).toEqual(['email', 'firstName', 'phone']);
  });

  it('changes the password by the rules: mismatch, reuse, wrong current', async () => {
    const { owner } = await tools.company('404987654');
    const change = (body: object) => tools.api.post('/api/v2/fleet/settings/password', body, owner.headers);
    const mismatch = await change({
      currentPassword: GOOD_PASSWORD,
      newPassword: 'New-pass-12',
      confirmPassword: 'New-pass-13',
    });
    expect(fieldsOf(mismatch.body)).toEqual(['confirmPassword:matches_new_password:passwordMismatch']);
    const reuse = await change({
      currentPassword: GOOD_PASSWORD,
      newPassword: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(fieldsOf(reuse.body)).toEqual(['newPassword:differs_from_current:passwordReuse']);
    const weak = await change({
      currentPassword: GOOD_PASSWORD,
      newPassword: 'weakpass',
      confirmPassword: 'weakpass',
    });
    expect(fieldsOf(weak.body)).toEqual([
      'newPassword:uppercase:password',
      'newPassword:digit:password',
      'newPassword:special:password',
    ]);
    const wrong = await change({
      currentPassword: 'Not-the-pass-1',
      newPassword: 'New-pass-12',
      confirmPassword: 'New-pass-12',
    });
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([
      400,
      'WRONG_PASSWORD',
      'Password is wrong',
    ]);
    expect(fieldsOf(wrong.body)).toEqual(['currentPassword:matches_current:Password is wrong']);
    expect(
      (
        await change({
          currentPassword: GOOD_PASSWORD,
          newPassword: 'New-pass-12',
          confirmPassword: 'New-pass-12',
        })
      ).status,
    ).toBe(204);
    expect((await tools.api.get('/api/v2/fleet/me', owner.headers)).status).toBe(200);
    await expect(tools.signIn(owner.email, 'New-pass-12')).resolves.toBeDefined();
  });

  it('keeps the language and the notification channels', async () => {
    const { company } = await tools.company('205123987');
    const member = await tools.member(company.id, {});
    const saved = await tools.api.put(
      '/api/v2/fleet/settings/preferences',
      { language: 'ka', notifications: { sms: true } },
      member.headers,
    );
    expect(saved.body).toMatchObject({
      language: 'ka',
      notifications: { inApp: true, email: true, sms: true },
    });
    const again = await tools.api.put(
      '/api/v2/fleet/settings/preferences',
      { notifications: { email: false } },
      member.headers,
    );
    expect(again.body).toMatchObject({
      language: 'ka',
      notifications: { inApp: true, email: false, sms: true },
    });
    expect(
      (await tools.api.put('/api/v2/fleet/settings/preferences', { language: 'fr' }, member.headers)).status,
    ).toBe(400);
  });
});

describe('dashboard home', () => {
  it('shows the company, the balance in GEL and in liters at today’s price, and unseen notifications', async () => {
    await seedPortalItems(tools.services.commerce, fixture.project.id);
    const { company, owner } = await tools.company('400234567');
    await server.database.db
      .update(companies)
      .set({ pointsBalance: 12_345 })
      .where(eq(companies.id, company.id));
    const home = await tools.api.get('/api/v2/fleet/home?product=EURO_REGULAR', owner.headers);
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({
      company: { name: company.name, identificationCode: '400234567' },
      balance: {
        points: { amount: 12_345, currency: 'GEL' },
        product: 'EURO_REGULAR',
        price: { amount: 289 },
      },
      unseenNotifications: 0,
    });
    // 123.45 GEL at 2.89 GEL a liter: 42.716… liters, shown rounded down to 42.71.
    expect(home.body.balance.liters).toBe(42.71);
    expect(home.body.prices.map((entry: Json) => entry.product)).toContain('GAS');
    const viewer = await tools.member(company.id, { vehicles: 'VIEW' });
    expect((await tools.api.get('/api/v2/fleet/home', viewer.headers)).body.code).toBe('NOT_AUTHORIZED');
    expect((await tools.api.get('/api/v2/fleet/home?product=WATER', owner.headers)).status).toBe(400);
  });
});
