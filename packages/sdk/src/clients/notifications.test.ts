import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientError } from '../test/support';
import { AdminClient } from './admin';
import { PrivateClient } from './private';
import { UserClient } from './user';

let server: TestServer;
let fixture: ProjectFixture;
let other: ProjectFixture;
let admin: AdminClient;
let backEnd: PrivateClient;
let user: UserClient;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  [fixture, other] = await Promise.all([createProjectFixture(server), createProjectFixture(server)]);
  admin = new AdminClient({ url: server.url, sessionId: fixture.admin.sessionId });
  backEnd = new PrivateClient({ url: server.url, privateKey: fixture.project.privateApiKey });
  user = new UserClient({
    url: server.url,
    sessionId: fixture.user.sessionId,
    projectKey: fixture.project.apiKey,
  });
});
afterAll(() => server.close());

const title = { en: 'Station closed', ka: 'სადგური დაკეტილია' };
const body = { en: 'Station 12 is closed today.', ka: 'სადგური 12 დღეს დაკეტილია.' };

async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('AdminClient.notifications', () => {
  it('sends to listed users or everyone, answering with the receipt', async () => {
    const listed = await admin.project(fixture.project.id).notifications.send({
      type: 'IN_APP',
      title,
      body,
      userIds: [fixture.user.id],
      sourceType: 'News',
      sourceId: 'news-12',
    });
    expect(listed).toMatchObject({ type: 'IN_APP', recipients: 1, sourceType: 'News', sourceId: 'news-12' });
    expect(listed.createdAt).toBeInstanceOf(Date);
    const everyone = await admin.project(fixture.project.id).notifications.send({
      type: 'EMAIL',
      title,
      body,
      allUsers: true,
    });
    expect(everyone.recipients).toBeGreaterThanOrEqual(1);
  });

  it('fails with VALIDATION_FAILED naming the field, and NOT_FOUND for another admin’s project', async () => {
    const neither = await clientError(
      admin.project(fixture.project.id).notifications.send({
        type: 'SMS',
        title,
        body,
      }),
    );
    expect(neither).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(neither.fields.map((field) => field.path)).toEqual(['userIds']);
    const stranger = await clientError(
      admin.project(fixture.project.id).notifications.send({
        type: 'PUSH',
        title,
        body,
        userIds: [other.user.id],
      }),
    );
    expect(stranger.fields[0]).toMatchObject({ path: 'userIds.0', rule: 'exists' });
    const foreign = await clientError(
      admin.project(other.project.id).notifications.send({
        type: 'IN_APP',
        title,
        body,
        allUsers: true,
      }),
    );
    expect(foreign).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('reads the SMS the local gateway sent, filtered by number', async () => {
    const to = `+99559${String(Date.now()).slice(-7)}`;
    await backEnd.notifications.sms({ to, body: 'Your code: 7301' });
    const outbox = await eventually(async () => {
      const page = await admin.project(fixture.project.id).notifications.smsOutbox({ to });
      return page.total > 0 ? page : undefined;
    });
    expect(outbox.items[0]).toMatchObject({ to, body: 'Your code: 7301' });
    expect(outbox.items[0]!.createdAt).toBeInstanceOf(Date);
    expect(await clientError(admin.project(other.project.id).notifications.smsOutbox({}))).toMatchObject({
      status: 404,
    });
  });
});

describe('PrivateClient.notifications', () => {
  it('sends in-app, SMS and push; the user sees the in-app one in their list', async () => {
    const inApp = await backEnd.notifications.sendInApp({
      title,
      body,
      data: { stationId: 12 },
      userIds: [fixture.user.id],
    });
    expect(inApp).toMatchObject({ type: 'IN_APP', recipients: 1 });
    const sms = await backEnd.notifications.sms({ to: '+995599000111', body: 'Hello' });
    expect(sms).toMatchObject({ type: 'SMS', recipients: 1 });
    const push = await backEnd.notifications.pushToUsers({ title, body, allUsers: true });
    expect(push.type).toBe('PUSH');

    const list = await user.notifications.list({ type: 'IN_APP' });
    expect(list.items.map((item) => item.id)).toContain(inApp.id);
  });

  it('fails with VALIDATION_FAILED for a bad phone or audience, and 401 for a wrong key', async () => {
    const phone = await clientError(backEnd.notifications.sms({ to: 'nope', body: 'x' }));
    expect(phone).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(phone.fields[0]!.path).toBe('to');
    const both = await clientError(
      backEnd.notifications.pushToUsers({ title, body, allUsers: true, userIds: [fixture.user.id] }),
    );
    expect(both.fields[0]!.path).toBe('userIds');
    const wrongKey = new PrivateClient({ url: server.url, privateKey: 'sk_wrong' });
    expect(
      await clientError(wrongKey.notifications.sendInApp({ title, body, allUsers: true })),
    ).toMatchObject({
      status: 401,
      code: 'INVALID_PRIVATE_KEY',
    });
  });
});

describe('UserClient.notifications', () => {
  it('lists newest first with the unseen count, in one language on request, and marks seen once', async () => {
    const fresh = await createProjectFixture(server);
    const sender = new PrivateClient({ url: server.url, privateKey: fresh.project.privateApiKey });
    const reader = new UserClient({
      url: server.url,
      sessionId: fresh.user.sessionId,
      projectKey: fresh.project.apiKey,
    });
    const older = await sender.notifications.sendInApp({ title, body, userIds: [fresh.user.id] });
    const newer = await sender.notifications.sendInApp({
      title: { en: 'Newer', ka: 'ახალი' },
      body,
      userIds: [fresh.user.id],
    });

    const page = await reader.notifications.list({ limit: 1, lang: 'ka' });
    expect(page).toMatchObject({ total: 2, unseen: 2, limit: 1, page: 1 });
    expect(page.items[0]).toMatchObject({ id: newer.id, title: 'ახალი', seen: false, seenAt: null });

    const seen = await reader.notifications.markSeen(older.id);
    expect(seen.seenAt).toBeInstanceOf(Date);
    const again = await reader.notifications.markSeen(older.id);
    expect(again.seenAt).toEqual(seen.seenAt);
    expect((await reader.notifications.list()).unseen).toBe(1);
    expect((await reader.notifications.list({ unseen: true })).items.map((item) => item.id)).toEqual([
      newer.id,
    ]);
  });

  it('answers NOT_FOUND for another user’s notification and VALIDATION_FAILED for a bad query', async () => {
    const theirs = await new PrivateClient({
      url: server.url,
      privateKey: other.project.privateApiKey,
    }).notifications.sendInApp({ title, body, userIds: [other.user.id] });
    expect(await clientError(user.notifications.markSeen(theirs.id))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await clientError(user.notifications.markSeen(randomUUID()))).toMatchObject({ status: 404 });
    expect(await clientError(user.notifications.list({ limit: 500 }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  describe('web push', () => {
    let pushService: Server;
    let endpointBase: string;
    const pushed: string[] = [];
    beforeAll(async () => {
      pushService = createServer((request, response) => {
        pushed.push(request.url ?? '');
        request.resume();
        request.on('end', () => response.writeHead(201).end());
      });
      await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
      const address = pushService.address();
      endpointBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/push`;
    });
    afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

    it('registers a browser subscription that push notifications then reach, and removes it', async () => {
      const { publicKey } = await user.notifications.vapidPublicKey();
      expect(publicKey.length).toBeGreaterThan(80);
      const browser = createECDH('prime256v1');
      browser.generateKeys();
      const endpoint = `${endpointBase}/${randomBytes(8).toString('hex')}`;
      const subscription = await user.notifications.subscribePush({
        endpoint,
        keys: {
          p256dh: browser.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      });
      expect(subscription).toMatchObject({ endpoint });
      expect(subscription.createdAt).toBeInstanceOf(Date);

      await backEnd.notifications.pushToUsers({ title, body, userIds: [fixture.user.id] });
      await eventually(async () => (pushed.some((url) => endpoint.endsWith(url)) ? true : undefined));

      await user.notifications.unsubscribePush(endpoint);
      expect(await clientError(user.notifications.unsubscribePush(endpoint))).toMatchObject({ status: 404 });
    });

    it('refuses a subscription without valid keys', async () => {
      const bad = await clientError(
        user.notifications.subscribePush({ endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } }),
      );
      expect(bad.fields.map((field) => field.path).sort()).toEqual(['endpoint', 'keys.auth', 'keys.p256dh']);
    });
  });
});
