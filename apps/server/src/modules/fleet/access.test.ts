import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCompany } from '../../seed/fleet';
import { createServices } from '../../services';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import type { Json } from '../../test/http';
import { writeOutside } from '../../test/outside-writes';
import { startTestServer, type TestServer } from '../../test/server';
import { companies, companyUsers, verificationCodes } from './tables';
import { fleetTools, GOOD_PASSWORD, uniqueEmail, uniquePhone } from './test-support';

let server: TestServer;
let fixture: ProjectFixture;
let tools: ReturnType<typeof fleetTools>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  tools = fleetTools(server, fixture);
});
afterAll(() => server?.close());

const fieldsOf = (body: Json) =>
  (body.fields as { path: string; rule: string }[]).map((field) => `${field.path}:${field.rule}`);

/** A fresh company and its SUPER_ADMIN, signed in. */
async function companyOwner(identificationCode: string) {
  const form = tools.signupForm(identificationCode);
  const response = await tools.signUp(form);
  expect(response.status).toBe(201);
  const session = { 'x-session-id': response.body.sessionId, 'x-project-key': fixture.project.apiKey };
  return { form, session, body: response.body };
}

const me = (headers: Record<string, string>) => tools.api.get('/api/v2/fleet/me', headers);
const login = (email: string, password: string) =>
  tools.api.post('/api/v2/auth/login', { email, password }, tools.pub);

describe('password reset', () => {
  it('by phone: sets the new password and ends every session', async () => {
    const owner = await companyOwner('406112299');
    await tools.timePasses(owner.form.phone);
    const sent = await tools.api.post(
      '/api/v2/fleet/password-reset/code',
      { channel: 'phone', destination: owner.form.phone.slice(4) },
      tools.pub,
    );
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.body).sort()).toEqual(['expiresAt', 'verificationId']);
    const [code] = await tools.smsCodes(owner.form.phone, 2);

    const reset = await tools.api.post(
      '/api/v2/fleet/password-reset',
      { verificationId: sent.body.verificationId, code, newPassword: 'Brand-new-pass-2' },
      tools.pub,
    );
    expect(reset.status).toBe(204);
    expect((await me(owner.session)).status).toBe(401);
    expect((await login(owner.form.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await login(owner.form.email, 'Brand-new-pass-2')).status).toBe(200);

    const reused = await tools.api.post(
      '/api/v2/fleet/password-reset',
      { verificationId: sent.body.verificationId, code, newPassword: 'Another-pass-3' },
      tools.pub,
    );
    expect(fieldsOf(reused.body)).toEqual(['code:used']);
  });

  it('by e-mail, through the e-mail channel', async () => {
    const owner = await companyOwner('400987123');
    const sent = await tools.api.post(
      '/api/v2/fleet/password-reset/code',
      { channel: 'email', destination: owner.form.email.toUpperCase() },
      tools.pub,
    );
    expect(sent.status).toBe(200);
    const code = await tools.emailCode(owner.form.email);
    const reset = await tools.api.post(
      '/api/v2/fleet/password-reset',
      { verificationId: sent.body.verificationId, code, newPassword: 'Mailed-pass-4' },
      tools.pub,
    );
    expect(reset.status).toBe(204);
    expect((await login(owner.form.email, 'Mailed-pass-4')).status).toBe(200);
  });

  it('wants a new password that follows the rules; a refused one leaves the code usable', async () => {
    const owner = await companyOwner('445001122');
    await tools.timePasses(owner.form.phone);
    const sent = await tools.api.post(
      '/api/v2/fleet/password-reset/code',
      { channel: 'phone', destination: owner.form.phone },
      tools.pub,
    );
    const [code] = await tools.smsCodes(owner.form.phone, 2);
    const attempt = (newPassword: string) =>
      tools.api.post(
        '/api/v2/fleet/password-reset',
        { verificationId: sent.body.verificationId, code, newPassword },
        tools.pub,
      );
    const same = await attempt(GOOD_PASSWORD);
    expect([same.status, same.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(fieldsOf(same.body)).toEqual(['newPassword:differs_from_current']);
    const weak = await attempt('weakpass');
    expect(fieldsOf(weak.body)).toEqual([
      'newPassword:uppercase',
      'newPassword:digit',
      'newPassword:special',
    ]);
    expect((await attempt('Better-pass-5')).status).toBe(204);
  });

  it('answers alike whether or not an account has the phone or e-mail, and sends nothing then', async () => {
    const owner = await companyOwner('204998811');
    const known = await tools.api.post(
      '/api/v2/fleet/password-reset/code',
      { channel: 'email', destination: owner.form.email },
      tools.pub,
    );
    const strangerPhone = uniquePhone();
    for (const body of [
      { channel: 'phone', destination: strangerPhone },
      { channel: 'email', destination: uniqueEmail('nobody') },
    ]) {
      const unknown = await tools.api.post('/api/v2/fleet/password-reset/code', body, tools.pub);
      expect(unknown.status).toBe(known.status);
      expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
      const guess = await tools.api.post(
        '/api/v2/fleet/password-reset',
        { verificationId: unknown.body.verificationId, code: '123456', newPassword: 'Guessed-pass-6' },
        tools.pub,
      );
      expect([guess.status, guess.body.code]).toEqual([400, 'INVALID_CODE']);
      expect(fieldsOf(guess.body)).toEqual(['code:mismatch']);
    }
    // Rate limited all the same.
    const again = await tools.api.post(
      '/api/v2/fleet/password-reset/code',
      { channel: 'phone', destination: strangerPhone },
      tools.pub,
    );
    expect(again.status).toBe(429);
    const outbox = await tools.api.get(
      `/api/v2/notification/sms/outbox?projectId=${fixture.project.id}&to=${encodeURIComponent(strangerPhone)}`,
      fixture.headers.admin,
    );
    expect(outbox.body.total).toBe(0);
  });

  it('never lets a sign-up code reset a password', async () => {
    const form = tools.signupForm('405998877');
    const verification = await tools.signupCode(form.phone);
    const reset = await tools.api.post(
      '/api/v2/fleet/password-reset',
      { ...verification, newPassword: 'Crossed-pass-7' },
      tools.pub,
    );
    expect(fieldsOf(reset.body)).toEqual(['verificationId:unknown']);
  });
});

describe('me', () => {
  it('refuses an end user who is no company’s user: 403 NOT_A_COMPANY_USER', async () => {
    const response = await me(fixture.headers.user);
    expect([response.status, response.body.code]).toEqual([403, 'NOT_A_COMPANY_USER']);
    expect(response.body.message).toBe('The user is not authorized');
  });

  it('refuses a blocked member or a blocked company (USER_BLOCKED) and an inactive member', async () => {
    const owner = await companyOwner('404556677');
    // Written straight into the tables (the retailer's back office): applied once the database's
    // notification reached the server, whose guard caches memberships.
    const setMember = (status: 'active' | 'inactive' | 'blocked') =>
      writeOutside(server.database, `memberships:user=${owner.body.membership.userId}`, () =>
        server.database.db
          .update(companyUsers)
          .set({ status })
          .where(eq(companyUsers.id, owner.body.membership.id)),
      );
    await setMember('blocked');
    const blocked = await me(owner.session);
    expect([blocked.status, blocked.body.code]).toEqual([403, 'USER_BLOCKED']);
    expect(blocked.body.message).toBe('Your user is blocked, please contact your service manager');
    await setMember('inactive');
    expect((await me(owner.session)).body.code).toBe('NOT_A_COMPANY_USER');
    await setMember('active');
    expect((await me(owner.session)).status).toBe(200);
    await writeOutside(server.database, `memberships:company=${owner.body.company.id}`, () =>
      server.database.db
        .update(companies)
        .set({ status: 'blocked' })
        .where(eq(companies.id, owner.body.company.id)),
    );
    expect((await me(owner.session)).body.code).toBe('USER_BLOCKED');
  });

  it('is for end-user sessions only', async () => {
    expect((await me({})).status).toBe(401);
    expect((await me(fixture.headers.public)).body.code).toBe('CALLER_NOT_ALLOWED');
  });
});

describe('the demo company', () => {
  it('makes the demo portal user its SUPER_ADMIN', async () => {
    const project = await createProjectFixture(server);
    const { auth, fleet } = createServices(server.database, server.config);
    const user = await auth.createUser({
      projectId: project.project.id,
      email: 'manager@demo.ge',
      password: 'Manager!2026demo',
      phone: '+995555123456',
    });
    await seedDemoCompany(fleet, { projectId: project.project.id, user });
    const session = await tools.api.post(
      '/api/v2/auth/login',
      { email: 'manager@demo.ge', password: 'Manager!2026demo' },
      project.headers.public,
    );
    const demo = await me({
      'x-session-id': session.body.sessionId,
      'x-project-key': project.project.apiKey,
    });
    expect(demo.status).toBe(200);
    expect(demo.body.company).toMatchObject({
      identificationCode: '405123456',
      name: 'შპს "ბერიძე ლოჯისტიკა"',
    });
    expect(demo.body.membership.role).toBe('SUPER_ADMIN');
  });
});

describe('codes at rest', () => {
  it('keeps no code in the clear', async () => {
    const rows = await server.database.db.select().from(verificationCodes).limit(5);
    for (const row of rows) expect(row.codeHash).toMatch(/^[\w-]+\$[\w-]+$/);
  });
});
