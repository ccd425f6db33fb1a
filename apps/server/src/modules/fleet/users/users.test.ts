import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../../test/fixtures';
import type { Json } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/server';
import { fleetAudit } from '../tables';
import { eventually, fleetTools, uniqueEmail, uniquePhone } from '../test-support';
import { companyTools, uniquePersonalNumber } from './test-support';

let server: TestServer;
let fixture: ProjectFixture;
let tools: ReturnType<typeof companyTools>;
let fleet: ReturnType<typeof fleetTools>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  tools = companyTools(server, fixture);
  fleet = fleetTools(server, fixture);
});
afterAll(() => server?.close());

const fieldsOf = (body: Json) =>
  ((body.fields ?? []) as { path: string; rule: string }[]).map((field) => `${field.path}:${field.rule}`);

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Giorgi',
  lastName: 'Kapanadze',
  personalNumber: uniquePersonalNumber(),
  phone: uniquePhone().slice(4),
  email: uniqueEmail('giorgi'),
  permissions: { vehicles: 'EDIT', home: 'VIEW' },
  ...overrides,
});

async function auditOf(entityId: string) {
  return server.database.db
    .select()
    .from(fleetAudit)
    .where(and(eq(fleetAudit.entity, 'user'), eq(fleetAudit.entityId, entityId)))
    .orderBy(fleetAudit.at);
}

describe('adding a user', () => {
  it('creates an ADMIN, audited, who is told by e-mail to set a password through the reset', async () => {
    const { owner } = await tools.company('204567891');
    const body = newUser();
    const created = await tools.api.post('/api/v2/fleet/users', body, owner.headers);
    expect(created.status).toBe(201);
    expect(created.body.invitation).toEqual({ channel: 'email', sent: true });
    const user = created.body.user;
    expect(user).toMatchObject({
      role: 'ADMIN',
      status: 'active',
      phone: `+995${body.phone}`,
      personalNumber: body.personalNumber,
      permissions: { vehicles: 'EDIT', home: 'VIEW' },
    });
    const [audit] = await auditOf(user.id);
    expect(audit).toMatchObject({ action: 'create', actorUserId: owner.userId, before: null });
    expect(audit!.after).toMatchObject({ email: body.email, permissions: body.permissions });

    // The invitation says how to set a password: the reset, by a code the user asks for.
    const mailbox = path.join(server.config.dataDir, 'mailbox');
    await eventually(async () => {
      const names = await readdir(mailbox).catch(() => [] as string[]);
      const mails = names.filter((name) => name.endsWith('.eml'));
      const texts = await Promise.all(mails.map((name) => readFile(path.join(mailbox, name), 'utf8')));
      return (
        texts.some((text) => text.includes(`To: ${body.email}`) && text.includes('Forgot password')) ||
        undefined
      );
    });
    const sent = await tools.api.post(
      '/api/v2/fleet/password-reset/code',
      { channel: 'email', destination: body.email },
      fixture.headers.public,
    );
    const code = await fleet.emailCode(body.email, 2);
    const reset = await tools.api.post(
      '/api/v2/fleet/password-reset',
      { verificationId: sent.body.verificationId, code, newPassword: 'Invited-pass-1' },
      fixture.headers.public,
    );
    expect(reset.status).toBe(204);
    const headers = await tools.signIn(body.email, 'Invited-pass-1');
    const me = await tools.api.get('/api/v2/fleet/me', headers);
    expect(me.body.membership).toMatchObject({ role: 'ADMIN', permissions: body.permissions });
  });

  it('refuses a personal number the company has (409 naming the field), also under concurrent creates', async () => {
    const { owner } = await tools.company('404987654');
    const personalNumber = uniquePersonalNumber();
    const first = await tools.api.post('/api/v2/fleet/users', newUser({ personalNumber }), owner.headers);
    expect(first.status).toBe(201);
    const again = await tools.api.post('/api/v2/fleet/users', newUser({ personalNumber }), owner.headers);
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      'PERSONAL_NUMBER_EXISTS',
      'A user with this personal number already exists',
    ]);
    expect(fieldsOf(again.body)).toEqual(['personalNumber:unique']);

    const racing = uniquePersonalNumber();
    const bodies = Array.from({ length: 4 }, () => newUser({ personalNumber: racing }));
    const answers = await Promise.all(
      bodies.map((body) => tools.api.post('/api/v2/fleet/users', body, owner.headers)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    // The losers left no platform account behind: their e-mails are free.
    const losers = bodies.filter((_, index) => answers[index]!.status === 409);
    for (const body of losers) {
      expect(
        await tools.services.auth.findUserIdByContact(fixture.project.id, { email: body.email }),
      ).toBeUndefined();
    }
    const list = await tools.api.get(`/api/v2/fleet/users?q=${racing}`, owner.headers);
    expect(list.body.total).toBe(1);
  });

  it('names each bad field (400), and refuses an e-mail another account has (409 CONTACT_EXISTS)', async () => {
    const { owner } = await tools.company('205123987');
    const bad = await tools.api.post(
      '/api/v2/fleet/users',
      newUser({
        personalNumber: '1234567890',
        phone: '12345',
        email: 'nope',
        firstName: 'x'.repeat(35),
        lastName: '',
      }),
      owner.headers,
    );
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual([
      'email:invalid_format',
      'firstName:too_big',
      'lastName:too_small',
      'personalNumber:too_small',
      'phone:invalid_format',
    ]);
    expect(bad.body.fields.find((field: Json) => field.path === 'personalNumber').message).toBe(
      'personalNumber',
    );
    const taken = await tools.api.post('/api/v2/fleet/users', newUser({ email: owner.email }), owner.headers);
    expect([taken.status, taken.body.code]).toEqual([409, 'CONTACT_EXISTS']);
    expect(fieldsOf(taken.body)).toEqual(['email:unique']);
    const pages = await tools.api.post(
      '/api/v2/fleet/users',
      newUser({ permissions: { garage: 'EDIT' } }),
      owner.headers,
    );
    expect(pages.status).toBe(400);
  });
});

describe('listing users', () => {
  it('searches, filters, sorts and pages on the server, within the company only', async () => {
    const { company, owner } = await tools.company('400234567');
    const other = await tools.company('404112233');
    await tools.member(other.company.id, { users: 'EDIT' });
    for (const [firstName, status] of [
      ['Ana', 'active'],
      ['Bela', 'inactive'],
      ['Cira', 'blocked'],
    ] as const) {
      const created = await tools.api.post('/api/v2/fleet/users', newUser({ firstName }), owner.headers);
      if (status !== 'active') {
        await tools.api.put(`/api/v2/fleet/users/${created.body.user.id}/status`, { status }, owner.headers);
      }
    }
    const all = await tools.api.get('/api/v2/fleet/users?sort=name&limit=2', owner.headers);
    expect(all.body).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(all.body.items).toHaveLength(2);
    const byFirst = await tools.api.get('/api/v2/fleet/users?q=BEL', owner.headers);
    expect(byFirst.body.items.map((user: Json) => user.firstName)).toEqual(['Bela']);
    const byStatus = await tools.api.get(
      '/api/v2/fleet/users?status=inactive,blocked&sort=status&order=desc',
      owner.headers,
    );
    expect(byStatus.body.items.map((user: Json) => user.status)).toEqual(['inactive', 'blocked']);
    const byRole = await tools.api.get('/api/v2/fleet/users?role=SUPER_ADMIN', owner.headers);
    expect(byRole.body.items.map((user: Json) => user.email)).toEqual([owner.email]);
    const byPhone = await tools.api.get(
      `/api/v2/fleet/users?q=${encodeURIComponent(owner.email.slice(0, 12))}`,
      owner.headers,
    );
    expect(byPhone.body.total).toBe(1);
    const notOurs = await tools.api.get(
      `/api/v2/fleet/users/${(await tools.member(other.company.id, {})).membershipId}`,
      owner.headers,
    );
    expect(notOurs.status).toBe(404);
    expect(company.id).not.toBe(other.company.id);
    const badSort = await tools.api.get('/api/v2/fleet/users?sort=password', owner.headers);
    expect(badSort.status).toBe(400);
  });
});

describe('editing users', () => {
  it('edits the details on the membership and the platform account, audited with before and after', async () => {
    const { owner } = await tools.company('445566778');
    const created = (await tools.api.post('/api/v2/fleet/users', newUser(), owner.headers)).body.user;
    const email = uniqueEmail('renamed');
    const changed = await tools.api.send(
      'PATCH',
      `/api/v2/fleet/users/${created.id}`,
      {
        firstName: 'Levan',
        lastName: 'Kapanadze',
        personalNumber: created.personalNumber,
        phone: '599 11 22 33',
        email,
      },
      owner.headers,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ firstName: 'Levan', email, phone: '+995599112233' });
    expect(await tools.services.auth.findUserIdByContact(fixture.project.id, { email })).toBe(created.userId);
    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]!.before).toMatchObject({ firstName: 'Giorgi' });
    expect(audit[1]!.after).toMatchObject({ firstName: 'Levan', email });
  });

  it('changes permissions and status with effect on the user’s next request; the main admin stays as is', async () => {
    const { company, owner } = await tools.company('406789012');
    const dispatcher = await tools.member(company.id, { vehicles: 'EDIT', users: 'VIEW' });
    expect((await tools.api.get('/api/v2/fleet/users', dispatcher.headers)).status).toBe(200);
    const revoked = await tools.api.put(
      `/api/v2/fleet/users/${dispatcher.membershipId}/permissions`,
      { permissions: { vehicles: 'VIEW' } },
      owner.headers,
    );
    expect(revoked.body.permissions).toEqual({ vehicles: 'VIEW' });
    const refused = await tools.api.get('/api/v2/fleet/users', dispatcher.headers);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      403,
      'NOT_AUTHORIZED',
      'The user is not authorized',
    ]);
    const deactivate = (status: string) =>
      tools.api.put(`/api/v2/fleet/users/${dispatcher.membershipId}/status`, { status }, owner.headers);
    await deactivate('inactive');
    expect((await tools.api.get('/api/v2/fleet/me', dispatcher.headers)).body.code).toBe(
      'NOT_A_COMPANY_USER',
    );
    await deactivate('blocked');
    expect((await tools.api.get('/api/v2/fleet/me', dispatcher.headers)).body.code).toBe('USER_BLOCKED');
    await deactivate('active');
    expect((await tools.api.get('/api/v2/fleet/me', dispatcher.headers)).status).toBe(200);
    expect((await auditOf(dispatcher.membershipId)).map((row) => (row.after as Json).status)).toEqual([
      'active',
      'inactive',
      'blocked',
      'active',
    ]);

    for (const [path, body] of [
      ['status', { status: 'inactive' }],
      ['permissions', { permissions: {} }],
    ] as const) {
      const main = await tools.api.put(
        `/api/v2/fleet/users/${owner.membershipId}/${path}`,
        body,
        owner.headers,
      );
      expect([main.status, main.body.code]).toEqual([409, 'MAIN_ADMIN_UNCHANGEABLE']);
    }
  });

  it('lets an ADMIN with users EDIT correct details, but only the main admin manages users', async () => {
    const { company, owner } = await tools.company('204334455');
    const editor = await tools.member(company.id, { users: 'EDIT' });
    const colleague = await tools.member(company.id, { home: 'VIEW' });
    const details = {
      firstName: 'Eka',
      lastName: 'Tester',
      personalNumber: uniquePersonalNumber(),
      phone: '555000111',
      email: colleague.email,
    };
    expect(
      (
        await tools.api.send(
          'PATCH',
          `/api/v2/fleet/users/${colleague.membershipId}`,
          details,
          editor.headers,
        )
      ).status,
    ).toBe(200);
    const mainAdmin = await tools.api.send(
      'PATCH',
      `/api/v2/fleet/users/${owner.membershipId}`,
      { ...details, email: owner.email, personalNumber: uniquePersonalNumber(), phone: '555000112' },
      editor.headers,
    );
    expect([mainAdmin.status, mainAdmin.body.code]).toEqual([403, 'MAIN_ADMIN_ONLY']);
    const create = await tools.api.post('/api/v2/fleet/users', newUser(), editor.headers);
    expect([create.status, create.body.code, create.body.message]).toEqual([
      403,
      'MAIN_ADMIN_ONLY',
      'Only main admin can proceed this action',
    ]);
    const status = await tools.api.put(
      `/api/v2/fleet/users/${colleague.membershipId}/status`,
      { status: 'blocked' },
      editor.headers,
    );
    expect(status.body.code).toBe('MAIN_ADMIN_ONLY');
  });
});
