import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createProjectFixture,
  http,
  type Json,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectClient } from '../clients/project';
import { FleetClient } from '../fleet';
import { clientError, thrownError } from '../test/support';

let server: TestServer;
let fixture: ProjectFixture;
let fleet: FleetClient;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  fleet = new FleetClient({ url: server.url, projectKey: fixture.project.apiKey });
});
afterAll(() => server?.close());

const uniquePhone = () => `+9955${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const uniqueEmail = () => `kit-${randomInt(0, 1e9).toString(36)}@example.ge`;

async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The newest code texted to `phone`, read from the SMS outbox as the project's admin (once `count` arrived). */
function smsCode(phone: string, count = 1): Promise<string> {
  return eventually(async () => {
    const page = await http(server.url).get(
      `/api/v2/notification/sms/outbox?projectId=${fixture.project.id}&to=${encodeURIComponent(phone)}`,
      fixture.headers.admin,
    );
    const items = page.body.items as Json[];
    return items.length >= count ? /\b(\d{6})\b/.exec(items[0].body)![1] : undefined;
  });
}

/** The code e-mailed to `to`, from the local mailbox (one .eml file per message). */
function emailCode(to: string): Promise<string> {
  const mailbox = path.join(server.config.dataDir, 'mailbox');
  return eventually(async () => {
    const names = (await readdir(mailbox).catch(() => [] as string[])).filter((name) =>
      name.endsWith('.eml'),
    );
    for (const name of names) {
      const text = await readFile(path.join(mailbox, name), 'utf8');
      if (text.includes(`To: ${to}`)) return /code for the business portal is (\d{6})/.exec(text)?.[1];
    }
    return undefined;
  });
}

function form(identificationCode: string) {
  return {
    contragentType: 'ORGANIZATION' as const,
    identificationCode,
    email: uniqueEmail(),
    phone: uniquePhone(),
    password: 'Kit-pass-1!',
    firstName: 'Giorgi',
    lastName: 'Maisuradze',
  };
}

async function signUp(identificationCode: string) {
  const input = form(identificationCode);
  const sent = await fleet.signup.sendCode({ phone: input.phone });
  const code = await smsCode(input.phone);
  const session = await fleet.signup.complete({ ...input, verificationId: sent.verificationId, code });
  return { input, session };
}

describe('FleetClient', () => {
  it('needs the project key; me() needs a session', async () => {
    expect(thrownError(() => new FleetClient({ url: server.url, projectKey: '' })).code).toBe(
      'MISSING_OPTION',
    );
    expect((await clientError(fleet.me())).code).toBe('SESSION_REQUIRED');
  });

  it('looks codes up in the registry', async () => {
    const entry = await fleet.registry.lookup({
      contragentType: 'ORGANIZATION',
      identificationCode: '202876543',
    });
    expect(entry).toEqual({
      contragentType: 'ORGANIZATION',
      identificationCode: '202876543',
      companyName: 'სს "ენერგო სერვისი"',
    });
    const miss = await clientError(
      fleet.registry.lookup({ contragentType: 'ORGANIZATION', identificationCode: '111111111' }),
    );
    expect([miss.status, miss.code]).toEqual([404, 'IC_NOT_FOUND']);
  });

  it('signs a company up, then me() with the new session; dates are dates', async () => {
    const input = form('202876543');
    const sent = await fleet.signup.sendCode({ phone: input.phone });
    expect(sent.expiresAt).toBeInstanceOf(Date);
    expect(sent.resendAfterSeconds).toBe(60);
    const code = await smsCode(input.phone);

    const wrong = await clientError(
      fleet.signup.complete({
        ...input,
        verificationId: sent.verificationId,
        code: code === '000000' ? '111111' : '000000',
      }),
    );
    expect([wrong.status, wrong.code, wrong.fields[0]?.rule]).toEqual([400, 'INVALID_CODE', 'mismatch']);
    const weak = await clientError(
      fleet.signup.complete({ ...input, password: 'weak', verificationId: sent.verificationId, code }),
    );
    expect(weak.fields.map((field) => `${field.path}:${field.rule}`)).toEqual([
      'password:min_length',
      'password:uppercase',
      'password:digit',
      'password:special',
    ]);

    const session = await fleet.signup.complete({ ...input, verificationId: sent.verificationId, code });
    expect(session.expiresAt).toBeInstanceOf(Date);
    expect(session.membership).toMatchObject({ role: 'SUPER_ADMIN', status: 'active' });

    const signedIn = new FleetClient({
      url: server.url,
      projectKey: fixture.project.apiKey,
      sessionId: session.sessionId,
    });
    const me = await signedIn.me();
    expect(me.company).toMatchObject({ identificationCode: '202876543', name: 'სს "ენერგო სერვისი"' });
    expect(me.user.email).toBe(input.email);
    expect(me.membership.permissions.fuelRequest).toBe('EDIT');
    expect(me.company.createdAt).toBeInstanceOf(Date);
    // Public calls still work on a client with a session.
    expect(
      (
        await signedIn.registry.lookup({
          contragentType: 'PHYSICALPERSON',
          identificationCode: '01017023456',
        })
      ).companyName,
    ).toBe('ნინო კაპანაძე');
  });

  it('names the duplicate field with 409 CONTRAGENT_EXISTS and limits codes with 429 RATE_LIMITED', async () => {
    const { input } = await signUp('404556677');
    const again = form('404556677');
    const sent = await fleet.signup.sendCode({ phone: again.phone });
    const duplicate = await clientError(
      fleet.signup.complete({
        ...again,
        verificationId: sent.verificationId,
        code: await smsCode(again.phone),
      }),
    );
    expect([duplicate.status, duplicate.code]).toEqual([409, 'CONTRAGENT_EXISTS']);
    expect(duplicate.fields).toEqual([
      expect.objectContaining({ path: 'identificationCode', rule: 'unique' }),
    ]);

    const limited = await clientError(fleet.signup.sendCode({ phone: input.phone }));
    expect([limited.status, limited.code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('answers 403 NOT_A_COMPANY_USER for an end user of the project who has no company', async () => {
    const login = await new ProjectClient({ url: server.url, projectKey: fixture.project.apiKey }).auth.login(
      {
        email: fixture.user.email,
        password: fixture.user.password,
      },
    );
    const outsider = new FleetClient({
      url: server.url,
      projectKey: fixture.project.apiKey,
      sessionId: login.sessionId,
    });
    const refused = await clientError(outsider.me());
    expect([refused.status, refused.code]).toEqual([403, 'NOT_A_COMPANY_USER']);
  });

  it('resets a password by e-mail; the old session ends', async () => {
    const { input, session } = await signUp('406334411');
    const sent = await fleet.passwordReset.sendCode({ channel: 'email', destination: input.email });
    expect(Object.keys(sent).sort()).toEqual(['expiresAt', 'verificationId']);
    const code = await emailCode(input.email);
    const same = await clientError(
      fleet.passwordReset.complete({
        verificationId: sent.verificationId,
        code,
        newPassword: input.password,
      }),
    );
    expect(same.fields).toEqual([
      expect.objectContaining({ path: 'newPassword', rule: 'differs_from_current' }),
    ]);
    await expect(
      fleet.passwordReset.complete({
        verificationId: sent.verificationId,
        code,
        newPassword: 'Reset-pass-2!',
      }),
    ).resolves.toBeUndefined();

    const old = new FleetClient({
      url: server.url,
      projectKey: fixture.project.apiKey,
      sessionId: session.sessionId,
    });
    expect((await clientError(old.me())).status).toBe(401);
    const login = await new ProjectClient({ url: server.url, projectKey: fixture.project.apiKey }).auth.login(
      {
        email: input.email,
        password: 'Reset-pass-2!',
      },
    );
    expect(login.user.email).toBe(input.email);
  });

  it('answers a reset for an unknown phone like any other', async () => {
    const sent = await fleet.passwordReset.sendCode({ channel: 'phone', destination: uniquePhone() });
    expect(sent.expiresAt).toBeInstanceOf(Date);
    const guess = await clientError(
      fleet.passwordReset.complete({
        verificationId: sent.verificationId,
        code: '123456',
        newPassword: 'Guess-pass-3!',
      }),
    );
    expect([guess.status, guess.code]).toEqual([400, 'INVALID_CODE']);
  });
});
