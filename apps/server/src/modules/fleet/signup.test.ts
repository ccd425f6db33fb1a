import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../core/errors';
import { createServices } from '../../services';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import type { Json } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';
import { users } from '../auth/tables';
import { homeSources } from './home/service';
import { PORTAL_PAGES } from './permissions';
import { createLocalRegistry } from './registry';
import { createFleetService } from './service';
import { companies, verificationCodes } from './tables';
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

async function userExists(email: string) {
  const rows = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, fixture.project.id), eq(users.email, email)));
  return rows.length > 0;
}

async function companyExists(identificationCode: string) {
  const rows = await server.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(eq(companies.projectId, fixture.project.id), eq(companies.identificationCode, identificationCode)),
    );
  return rows.length > 0;
}

describe('the registry', () => {
  it('finds organizations and persons by type and code, with the registered name', async () => {
    const organization = await tools.api.post(
      '/api/v2/fleet/registry/lookup',
      { contragentType: 'ORGANIZATION', identificationCode: '204567891' },
      tools.pub,
    );
    expect(organization.status).toBe(200);
    expect(organization.body).toEqual({
      contragentType: 'ORGANIZATION',
      identificationCode: '204567891',
      companyName: 'სს "კავკასიის სატრანსპორტო კომპანია"',
    });
    const person = await tools.api.post(
      '/api/v2/fleet/registry/lookup',
      { contragentType: 'PHYSICALPERSON', identificationCode: '01001012345' },
      tools.pub,
    );
    expect(person.body.companyName).toBe('გიორგი მაისურაძე');
  });

  it('answers 404 IC_NOT_FOUND for an unknown code or the wrong type, 400 for a malformed one', async () => {
    for (const body of [
      { contragentType: 'ORGANIZATION', identificationCode: '999999999' },
      { contragentType: 'PHYSICALPERSON', identificationCode: '99999999999' },
    ]) {
      const miss = await tools.api.post('/api/v2/fleet/registry/lookup', body, tools.pub);
      expect([miss.status, miss.body.code]).toEqual([404, 'IC_NOT_FOUND']);
    }
    const badLength = await tools.api.post(
      '/api/v2/fleet/registry/lookup',
      { contragentType: 'PHYSICALPERSON', identificationCode: '204567891' },
      tools.pub,
    );
    expect([badLength.status, badLength.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(badLength.body.fields[0].path).toBe('identificationCode');
  });
});

describe('sign-up codes', () => {
  it('texts a 6-digit code valid for 10 minutes, to the number in +995 form', async () => {
    const phone = uniquePhone();
    const before = Date.now();
    const sent = await tools.api.post('/api/v2/fleet/signup/code', { phone: phone.slice(4) }, tools.pub);
    expect(sent.status).toBe(200);
    expect(sent.body.resendAfterSeconds).toBe(60);
    const expiresAt = new Date(sent.body.expiresAt).getTime();
    expect(expiresAt - before).toBeGreaterThan(9.9 * 60_000);
    expect(expiresAt - before).toBeLessThan(10.1 * 60_000);
    const [code] = await tools.smsCodes(phone);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await server.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, sent.body.verificationId));
    expect(stored!.codeHash).not.toContain(code);
  });

  it('allows one code a minute and five an hour per number: 429 RATE_LIMITED with Retry-After', async () => {
    const phone = uniquePhone();
    const send = () => tools.api.post('/api/v2/fleet/signup/code', { phone }, tools.pub);

    expect((await send()).status).toBe(200);
    const again = await send();
    expect([again.status, again.body.code]).toEqual([429, 'RATE_LIMITED']);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);

    for (let sent = 1; sent < 5; sent += 1) {
      await tools.timePasses(phone);
      expect((await send()).status).toBe(200);
    }
    await tools.timePasses(phone);
    const sixth = await send();
    expect(sixth.status).toBe(429);
    // The oldest of the five was sent 10 minutes ago: the window frees up in about 50 minutes.
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(49 * 60);
  });

  it('answers 502 SMS_NOT_SENT when the SMS channel refuses, and keeps no code', async () => {
    const { auth, commerce, notifications } = createServices(server.database, server.config);
    const fleet = createFleetService({
      db: server.database.db,
      auth,
      home: homeSources(commerce.items.activePricesBySku, notifications),
      registry: createLocalRegistry(server.database.db),
      messenger: {
        sms: () => Promise.reject(new Error('gateway down')),
        email: () => Promise.reject(new Error('smtp down')),
      },
    });
    const phone = uniquePhone();
    const error = (await fleet.signup.sendCode(fixture.project.id, phone).catch((e) => e)) as AppError;
    expect([error.statusCode, error.code]).toEqual([502, 'SMS_NOT_SENT']);
    const rows = await server.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, phone));
    expect(rows).toEqual([]);
  });
});

describe('sign-up', () => {
  it('creates the user, the company under its registered name and its SUPER_ADMIN, signed in', async () => {
    const form = tools.signupForm('404987654');
    // The number in any of its forms: 995… for the code, 5… for the sign-up, +995… stored.
    const sent = await tools.api.post('/api/v2/fleet/signup/code', { phone: form.phone.slice(1) }, tools.pub);
    const [code] = await tools.smsCodes(form.phone);
    const response = await tools.api.post(
      '/api/v2/fleet/signup',
      { ...form, phone: form.phone.slice(4), verificationId: sent.body.verificationId, code },
      tools.pub,
    );
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ email: form.email, phone: form.phone, firstName: 'Nino' });
    expect(response.body.company).toMatchObject({
      contragentType: 'ORGANIZATION',
      identificationCode: '404987654',
      name: 'შპს "თბილისის სამშენებლო ჯგუფი"',
      email: form.email,
      phone: form.phone,
      status: 'active',
    });
    expect(response.body.membership).toMatchObject({
      role: 'SUPER_ADMIN',
      status: 'active',
      userId: response.body.user.id,
      companyId: response.body.company.id,
    });
    // Every page the portal has, at EDIT: the one who signs the company up is its main admin.
    expect(response.body.membership.permissions).toEqual(
      Object.fromEntries(PORTAL_PAGES.map((page) => [page, 'EDIT'])),
    );

    const me = await tools.api.get('/api/v2/fleet/me', {
      'x-session-id': response.body.sessionId,
      'x-project-key': fixture.project.apiKey,
    });
    expect(me.status).toBe(200);
    expect(me.body.company.id).toBe(response.body.company.id);
    const login = await tools.api.post(
      '/api/v2/auth/login',
      { email: form.email, password: GOOD_PASSWORD },
      tools.pub,
    );
    expect(login.status).toBe(200);
  });

  it('signs a physical person up too', async () => {
    const response = await tools.signUp(tools.signupForm('35001045678', 'PHYSICALPERSON'));
    expect(response.status).toBe(201);
    expect(response.body.company).toMatchObject({ contragentType: 'PHYSICALPERSON', name: 'დავით ლომიძე' });
  });

  it('names each broken password rule, and a refused password leaves the code usable', async () => {
    const form = tools.signupForm('205123987');
    const verification = await tools.signupCode(form.phone);
    const cases: [string, string[]][] = [
      ['short', ['min_length', 'uppercase', 'digit', 'special']],
      ['alllower-case-1', ['uppercase']],
      ['ALLUPPER-CASE-1', ['lowercase']],
      ['No-digits-here', ['digit']],
      ['NoSpecial123', ['special']],
    ];
    for (const [password, rules] of cases) {
      const refused = await tools.api.post(
        '/api/v2/fleet/signup',
        { ...form, ...verification, password },
        tools.pub,
      );
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(fieldsOf(refused.body)).toEqual(rules.map((rule) => `password:${rule}`));
    }
    const accepted = await tools.api.post('/api/v2/fleet/signup', { ...form, ...verification }, tools.pub);
    expect(accepted.status).toBe(201);
  });

  it('refuses an unknown identification code with 404 IC_NOT_FOUND', async () => {
    const form = tools.signupForm('123456789');
    const response = await tools.signUp(form);
    expect([response.status, response.body.code]).toEqual([404, 'IC_NOT_FOUND']);
    expect(await userExists(form.email)).toBe(false);
  });

  it('counts wrong codes: 5 tries, then even the right code is dead', async () => {
    const form = tools.signupForm('400234567');
    const { verificationId, code } = await tools.signupCode(form.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (value: string) =>
      tools.api.post('/api/v2/fleet/signup', { ...form, verificationId, code: value }, tools.pub);
    for (let tries = 1; tries <= 5; tries += 1) {
      const response = await attempt(wrong);
      expect([response.status, response.body.code]).toEqual([400, 'INVALID_CODE']);
      expect(fieldsOf(response.body)).toEqual(['code:mismatch']);
    }
    const late = await attempt(code);
    expect([late.status, late.body.code]).toEqual([400, 'INVALID_CODE']);
    expect(fieldsOf(late.body)).toEqual(['code:attempts_exhausted']);
    expect(await userExists(form.email)).toBe(false);
  });

  it('accepts the right code on the fifth try', async () => {
    const form = tools.signupForm('404112233');
    const { verificationId, code } = await tools.signupCode(form.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let tries = 1; tries <= 4; tries += 1) {
      await tools.api.post('/api/v2/fleet/signup', { ...form, verificationId, code: wrong }, tools.pub);
    }
    const fifth = await tools.api.post('/api/v2/fleet/signup', { ...form, verificationId, code }, tools.pub);
    expect(fifth.status).toBe(201);
  });

  it('refuses an expired code, a used code and a code sent to another phone', async () => {
    const form = tools.signupForm('445566778');
    const expired = await tools.signupCode(form.phone);
    await server.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.id, expired.verificationId));
    const late = await tools.api.post('/api/v2/fleet/signup', { ...form, ...expired }, tools.pub);
    expect([late.status, late.body.code]).toEqual([400, 'INVALID_CODE']);
    expect(fieldsOf(late.body)).toEqual(['code:expired']);

    const other = tools.signupForm('445566778');
    const otherCode = await tools.signupCode(other.phone);
    const elsewhere = await tools.api.post('/api/v2/fleet/signup', { ...form, ...otherCode }, tools.pub);
    expect(fieldsOf(elsewhere.body)).toEqual(['verificationId:unknown']);

    expect((await tools.api.post('/api/v2/fleet/signup', { ...other, ...otherCode }, tools.pub)).status).toBe(
      201,
    );
    const again = await tools.api.post(
      '/api/v2/fleet/signup',
      { ...other, ...otherCode, identificationCode: '406789012', email: uniqueEmail() },
      tools.pub,
    );
    expect(fieldsOf(again.body)).toEqual(['code:used']);
  });
});

describe('duplicates', () => {
  let first: ReturnType<typeof tools.signupForm>;
  beforeAll(async () => {
    first = tools.signupForm('204334455');
    expect((await tools.signUp(first)).status).toBe(201);
  });

  it('refuses a registered identification code: 409 CONTRAGENT_EXISTS, no user left behind', async () => {
    const form = tools.signupForm('204334455');
    const response = await tools.signUp(form);
    expect([response.status, response.body.code]).toEqual([409, 'CONTRAGENT_EXISTS']);
    expect(fieldsOf(response.body)).toEqual(['identificationCode:unique']);
    expect(await userExists(form.email)).toBe(false);
  });

  it('refuses a taken e-mail or phone, and the company written before it is rolled back', async () => {
    const byEmail = { ...tools.signupForm('401122334'), email: first.email };
    const emailTaken = await tools.signUp(byEmail);
    expect([emailTaken.status, emailTaken.body.code]).toEqual([409, 'CONTRAGENT_EXISTS']);
    expect(fieldsOf(emailTaken.body)).toEqual(['email:unique']);
    expect(await companyExists('401122334')).toBe(false);

    // The code of a sign-up that failed is not used up: the same number retries with it below.
    const byPhone = tools.signupForm('401122334');
    const phoneCode = await tools.signupCode(byPhone.phone);
    // A second code to the first company's number, a few minutes after its first one.
    await tools.timePasses(first.phone);
    const sent = await tools.api.post('/api/v2/fleet/signup/code', { phone: first.phone }, tools.pub);
    const [firstPhoneCode] = await tools.smsCodes(first.phone, 2);
    const phoneTaken = await tools.api.post(
      '/api/v2/fleet/signup',
      { ...byPhone, phone: first.phone, verificationId: sent.body.verificationId, code: firstPhoneCode },
      tools.pub,
    );
    expect([phoneTaken.status, phoneTaken.body.code]).toEqual([409, 'CONTRAGENT_EXISTS']);
    expect(fieldsOf(phoneTaken.body)).toEqual(['phone:unique']);
    expect(await companyExists('401122334')).toBe(false);
    expect(await userExists(byPhone.email)).toBe(false);

    const retried = await tools.api.post('/api/v2/fleet/signup', { ...byPhone, ...phoneCode }, tools.pub);
    expect(retried.status).toBe(201);
  });
});

describe('all or nothing', () => {
  it('leaves no user, company or used code when a step after the user’s creation fails', async () => {
    const { auth, commerce, notifications } = createServices(server.database, server.config);
    const texted: string[] = [];
    const fleet = createFleetService({
      db: server.database.db,
      home: homeSources(commerce.items.activePricesBySku, notifications),
      auth: {
        ...auth,
        createUser: async (input, executor) => {
          await auth.createUser(input, executor);
          throw new Error('crash right after the user was written');
        },
      },
      registry: createLocalRegistry(server.database.db),
      messenger: { sms: async (_project, _to, text) => void texted.push(text), email: async () => {} },
    });
    const form = tools.signupForm('412345678');
    const sent = await fleet.signup.sendCode(fixture.project.id, form.phone);
    const code = /(\d{6})/.exec(texted[0]!)![1]!;
    const body = {
      ...form,
      contragentType: 'ORGANIZATION' as const,
      verificationId: sent.verificationId,
      code,
    };
    await expect(fleet.signup.complete(fixture.project.id, body)).rejects.toThrow('crash right after');

    expect(await userExists(form.email)).toBe(false);
    expect(await companyExists('412345678')).toBe(false);
    const [verification] = await server.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, sent.verificationId));
    expect(verification!.consumedAt).toBeNull();
  });
});
