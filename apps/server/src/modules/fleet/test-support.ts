import { randomInt } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { ProjectFixture } from '../../test/fixtures';
import { http, type Json } from '../../test/http';
import type { TestServer } from '../../test/server';
import { verificationCodes } from './tables';

// Helpers of the fleet module's tests: fresh contacts, codes read where the platform delivers them
// (the SMS outbox that a project's admins read, the local mailbox), a whole sign-up.

export const uniquePhone = () => `+9955${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
export const uniqueEmail = (name = 'fleet') => `${name}-${randomInt(0, 1e9).toString(36)}@example.ge`;
export const GOOD_PASSWORD = 'Fleet-pass-1';

export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Tools bound to one test server and one project fixture. */
export function fleetTools(server: TestServer, fixture: ProjectFixture) {
  const api = http(server.url);
  const pub = fixture.headers.public;

  /** The codes texted to `phone`, newest first, once at least `count` have arrived. */
  async function smsCodes(phone: string, count = 1): Promise<string[]> {
    return eventually(async () => {
      const page = await api.get(
        `/api/v2/notification/sms/outbox?projectId=${fixture.project.id}&to=${encodeURIComponent(phone)}`,
        fixture.headers.admin,
      );
      // Items, not `total`: the outbox counts and lists in two queries, which may see different moments.
      if (page.body.items.length < count) return undefined;
      return page.body.items.map((sms: Json) => /\b(\d{6})\b/.exec(sms.body)![1]!);
    });
  }

  /** The newest code e-mailed to `to` (the local mailbox: one .eml file per message). */
  async function emailCode(to: string, count = 1): Promise<string> {
    const mailbox = path.join(server.config.dataDir, 'mailbox');
    return eventually(async () => {
      const names = await readdir(mailbox).catch(() => [] as string[]);
      const mails = await Promise.all(
        names
          .filter((name) => name.endsWith('.eml'))
          .map(async (name) => {
            const file = path.join(mailbox, name);
            return { text: await readFile(file, 'utf8'), time: (await stat(file)).mtimeMs };
          }),
      );
      const mine = mails.filter((mail) => mail.text.includes(`To: ${to}`)).sort((a, b) => b.time - a.time);
      if (mine.length < count) return undefined;
      // In the body only: a header's id (X-Delivery-Id, Message-ID) may hold six digits in a row too.
      const body = mine[0]!.text
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n');
      return /\b(\d{6})\b/.exec(body)?.[1];
    });
  }

  /** Moves the codes sent to `destination` `minutes` back in time, as if that time had passed (rate limit). */
  async function timePasses(destination: string, minutes = 2) {
    await server.database.db
      .update(verificationCodes)
      .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(mins => ${minutes})` })
      .where(eq(verificationCodes.destination, destination));
  }

  /** Asks for a sign-up code and reads it from the SMS outbox. */
  async function signupCode(phone: string) {
    const sent = await api.post('/api/v2/fleet/signup/code', { phone }, pub);
    if (sent.status !== 200) throw new Error(`send code failed: ${JSON.stringify(sent.body)}`);
    const [code] = await smsCodes(phone);
    return { verificationId: sent.body.verificationId as string, code: code! };
  }

  /** The sign-up form for a registry entry, with fresh contacts. */
  function signupForm(identificationCode: string, contragentType = 'ORGANIZATION') {
    return {
      contragentType,
      identificationCode,
      email: uniqueEmail(),
      phone: uniquePhone(),
      password: GOOD_PASSWORD,
      firstName: 'Nino',
      lastName: 'Beridze',
    };
  }

  /** A whole sign-up; resolves to the response (201 expected). */
  async function signUp(form: ReturnType<typeof signupForm>) {
    const verification = await signupCode(form.phone);
    return api.post('/api/v2/fleet/signup', { ...form, ...verification }, pub);
  }

  return { api, pub, smsCodes, emailCode, timePasses, signupCode, signupForm, signUp };
}
