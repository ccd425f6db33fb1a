import { createECDH, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';
import { notificationDeliveries, pushSubscriptions, vapidKeys } from './tables';

let server: TestServer;
let fixture: ProjectFixture;
let api: ReturnType<typeof http>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  api = http(server.url);
  fixture = await createProjectFixture(server);
});
afterAll(() => server?.close());

const text = { en: 'Fuel prices drop', ka: 'საწვავი იაფდება' };
const body = { en: 'From Monday, 10 tetri less per liter.', ka: 'ორშაბათიდან ლიტრზე 10 თეთრით ნაკლები.' };

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function deliveryStatuses(notificationId: string) {
  const rows = await server.database.db
    .select({ status: notificationDeliveries.status })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId));
  return rows.map((row) => row.status);
}

it('generates the Web Push keys on the first start and keeps them', async () => {
  const keys = await server.database.db.select().from(vapidKeys);
  expect(keys).toHaveLength(1);
  const served = await api.get('/api/v2/pushNotification/vapidPublicKey', fixture.headers.public);
  expect(served.body.publicKey).toBe(keys[0]!.publicKey);
});

describe('sending', () => {
  it('lets an admin of the project send to listed users, and refuses other projects with 404', async () => {
    const sent = await api.post(
      '/api/v2/notification',
      { projectId: fixture.project.id, type: 'IN_APP', title: text, body, userIds: [fixture.user.id] },
      fixture.headers.admin,
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ type: 'IN_APP', recipients: 1, skipped: 0, title: text });

    const other = await createProjectFixture(server);
    const foreign = await api.post(
      '/api/v2/notification',
      { projectId: other.project.id, type: 'IN_APP', title: text, body, allUsers: true },
      fixture.headers.admin,
    );
    expect(foreign.status).toBe(404);
  });

  it('validates the audience, the texts and the recipients', async () => {
    const both = await api.post(
      '/api/v2/notification/sendInApp',
      { title: text, body, userIds: [fixture.user.id], allUsers: true },
      fixture.headers.private,
    );
    expect(both.status).toBe(400);
    expect(both.body.fields).toEqual([expect.objectContaining({ path: 'userIds' })]);

    const empty = await api.post(
      '/api/v2/notification/sendInApp',
      { title: {}, body, allUsers: true },
      fixture.headers.private,
    );
    expect(empty.body.fields).toEqual([expect.objectContaining({ path: 'title' })]);

    const other = await createProjectFixture(server);
    const stranger = await api.post(
      '/api/v2/notification/sendInApp',
      { title: text, body, userIds: [fixture.user.id, other.user.id] },
      fixture.headers.private,
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.fields).toEqual([expect.objectContaining({ path: 'userIds.1', rule: 'exists' })]);

    const wrongType = await api.post(
      '/api/v2/notification',
      {
        projectId: fixture.project.id,
        type: 'EMAIL',
        inAppType: 'PAYMENT',
        title: text,
        body,
        allUsers: true,
      },
      fixture.headers.admin,
    );
    expect(wrongType.body.fields).toEqual([expect.objectContaining({ path: 'inAppType' })]);
  });

  it('writes e-mail to the local mailbox as one .eml per delivery', async () => {
    const sent = await api.post(
      '/api/v2/notification',
      { projectId: fixture.project.id, type: 'EMAIL', title: text, body, userIds: [fixture.user.id] },
      fixture.headers.admin,
    );
    expect(sent.status).toBe(201);
    await eventually(async () => (await deliveryStatuses(sent.body.id)).includes('sent'));
    const mailbox = path.join(server.config.dataDir, 'mailbox');
    const files = (await readdir(mailbox)).filter((name) => name.endsWith('.eml'));
    const contents = await Promise.all(files.map((name) => readFile(path.join(mailbox, name), 'utf8')));
    const mail = contents.find((content) => content.includes(`X-Notification-ID: ${sent.body.id}`));
    expect(mail).toContain(`To: ${fixture.user.email}`);
    expect(mail).toContain('Subject: Fuel prices drop');
  });

  it('skips SMS recipients without a phone and records SMS to a number in the outbox', async () => {
    const toUsers = await api.post(
      '/api/v2/notification',
      { projectId: fixture.project.id, type: 'SMS', title: text, body, userIds: [fixture.user.id] },
      fixture.headers.admin,
    );
    expect(toUsers.body).toMatchObject({ recipients: 0, skipped: 1 });

    const sms = await api.post(
      '/api/v2/notification/sms',
      { to: '+995555123456', body: 'Your code is 4821' },
      fixture.headers.private,
    );
    expect(sms.status).toBe(201);
    const outbox = await eventually(async () => {
      const page = await api.get(
        `/api/v2/notification/sms/outbox?projectId=${fixture.project.id}&to=%2B995555123456`,
        fixture.headers.admin,
      );
      return page.body.total > 0 ? page.body : undefined;
    });
    expect(outbox.items[0]).toMatchObject({ to: '+995555123456', body: 'Your code is 4821' });

    const bad = await api.post(
      '/api/v2/notification/sms',
      { to: 'call me', body: '' },
      fixture.headers.private,
    );
    expect(bad.body.fields.map((field: { path: string }) => field.path).sort()).toEqual(['body', 'to']);
    const other = await createProjectFixture(server);
    const foreign = await api.get(
      `/api/v2/notification/sms/outbox?projectId=${other.project.id}`,
      fixture.headers.admin,
    );
    expect(foreign.status).toBe(404);
  });
});

describe('the user’s list', () => {
  it('lists newest first with the unseen count, flattens with ?lang and marks seen once', async () => {
    const user = await createProjectFixture(server);
    const send = (title: string) =>
      api.post(
        '/api/v2/notification/sendInApp',
        { title: { en: title, ka: `${title} (ka)` }, body, userIds: [user.user.id], inAppType: 'PAYMENT' },
        user.headers.private,
      );
    const first = await send('first');
    const second = await send('second');
    const list = await api.get('/api/v2/notification?limit=1', user.headers.user);
    expect(list.body).toMatchObject({ total: 2, unseen: 2, page: 1, limit: 1 });
    expect(list.body.items[0]).toMatchObject({ id: second.body.id, seen: false, inAppType: 'PAYMENT' });
    const georgian = await api.get('/api/v2/notification?page=2&limit=1&lang=ka', user.headers.user);
    expect(georgian.body.items[0]).toMatchObject({ id: first.body.id, title: 'first (ka)' });

    const seen = await api.put(`/api/v2/notification/${first.body.id}/seen`, undefined, user.headers.user);
    expect(seen.status).toBe(200);
    expect(seen.body.seen).toBe(true);
    const again = await api.put(`/api/v2/notification/${first.body.id}/seen`, undefined, user.headers.user);
    expect(again.body.seenAt).toBe(seen.body.seenAt);
    expect((await api.get('/api/v2/notification', user.headers.user)).body.unseen).toBe(1);
    const unseenOnly = await api.get('/api/v2/notification?unseen=true', user.headers.user);
    expect(unseenOnly.body.items.map((item: { id: string }) => item.id)).toEqual([second.body.id]);

    // Someone else's notification, or none at all: 404 alike.
    const stranger = await api.put(
      `/api/v2/notification/${second.body.id}/seen`,
      undefined,
      fixture.headers.user,
    );
    expect(stranger.status).toBe(404);

    const third = await send('third');
    const ordered = await api.get('/api/v2/notification?unseenFirst=true', user.headers.user);
    expect(ordered.body.items.map((item: { id: string }) => item.id)).toEqual([
      third.body.id,
      second.body.id,
      first.body.id,
    ]);
    await api.put(`/api/v2/notification/${third.body.id}/seen`, undefined, user.headers.user);
    const unseenOnTop = await api.get('/api/v2/notification?unseenFirst=true', user.headers.user);
    expect(unseenOnTop.body.items[0].id).toBe(second.body.id);
    const all = await api.put('/api/v2/notification/seen', undefined, user.headers.user);
    expect(all.body).toEqual({ marked: 1 });
    expect((await api.get('/api/v2/notification', user.headers.user)).body.unseen).toBe(0);
  });
});

describe('web push', () => {
  type Received = { url: string; headers: IncomingHttpHeaders; body: Buffer };
  let pushService: Server;
  let pushUrl: string;
  const received: Received[] = [];
  let answer = 201;
  beforeAll(async () => {
    pushService = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    const address = pushService.address();
    pushUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

  it('sends an encrypted, VAPID-signed message to each subscription of the user, once', async () => {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const authSecret = randomBytes(16);
    const key = await api.get('/api/v2/pushNotification/vapidPublicKey', fixture.headers.public);
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    const subscription = {
      endpoint: `${pushUrl}/push/${randomBytes(6).toString('hex')}`,
      keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    };
    const registered = await api.post(
      '/api/v2/pushNotification/subscriptions',
      subscription,
      fixture.headers.user,
    );
    expect(registered.status).toBe(201);

    const sent = await api.post(
      '/api/v2/pushNotification/users',
      { title: text, body, data: { url: '/news/1' }, userIds: [fixture.user.id] },
      fixture.headers.private,
    );
    expect(sent.body).toMatchObject({ type: 'PUSH', recipients: 1 });
    await eventually(async () => (await deliveryStatuses(sent.body.id)).includes('sent'));
    const pushed = received.filter((request) => subscription.endpoint.endsWith(request.url));
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400' });
    expect(pushed[0]!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(pushed[0]!.headers.topic).toMatch(/^[0-9a-f]{32}$/);

    const ece = createRequire(import.meta.url)('http_ece') as {
      decrypt(buffer: Buffer, params: object): Buffer;
    };
    const plain = ece.decrypt(pushed[0]!.body, { version: 'aes128gcm', privateKey: browser, authSecret });
    expect(JSON.parse(plain.toString())).toMatchObject({
      notificationId: sent.body.id,
      title: text.en,
      data: { url: '/news/1' },
    });
  });

  it('removes a subscription the push service says is gone, and skips users without one', async () => {
    const user = await createProjectFixture(server);
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const endpoint = `${pushUrl}/push/gone-${randomBytes(4).toString('hex')}`;
    await api.post(
      '/api/v2/pushNotification/subscriptions',
      {
        endpoint,
        keys: {
          p256dh: browser.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
      user.headers.user,
    );
    answer = 410;
    const sent = await api.post(
      '/api/v2/pushNotification/users',
      { title: text, body, allUsers: true },
      user.headers.private,
    );
    await eventually(async () => (await deliveryStatuses(sent.body.id)).includes('sent'));
    answer = 201;
    const remaining = await server.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(remaining).toHaveLength(0);

    const nobody = await api.post(
      '/api/v2/pushNotification/users',
      { title: text, body, allUsers: true },
      user.headers.private,
    );
    expect(
      await eventually(async () =>
        (await deliveryStatuses(nobody.body.id)).find((status) => status !== 'pending'),
      ),
    ).toBe('skipped');
    const unsubscribe = await api.delete(
      `/api/v2/pushNotification/subscriptions?endpoint=${encodeURIComponent(endpoint)}`,
      user.headers.user,
    );
    expect(unsubscribe.status).toBe(404);
  });
});
