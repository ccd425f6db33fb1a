import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import {
  createProjectFixture,
  http,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatClient, type ChatClientOptions, type ChatMessage } from './chat';
import { AdminClient } from './clients/admin';
import { PrivateClient } from './clients/private';
import { clientError, thrownError } from './test/support';

let server: TestServer;
let fixture: ProjectFixture;
const clients: ChatClient[] = [];
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

function chat(options: Partial<ChatClientOptions> = {}, url = server.url) {
  const client = new ChatClient({ url, transports: ['websocket'], ...options });
  clients.push(client);
  return client;
}

/** A second end user of a project, signed up over HTTP. */
async function signUp(base: ProjectFixture, url = server.url) {
  const email = `chat-${randomUUID().slice(0, 8)}@example.com`;
  const signup = await http(url).post(
    '/api/v2/auth/signup',
    { email, password: 'Chat-pass-1' },
    base.headers.public,
  );
  return { id: signup.body.user.id as string, sessionId: signup.body.sessionId as string };
}

/** The next `count` messages `client` receives. */
function received(client: ChatClient, count = 1): Promise<ChatMessage[]> {
  return new Promise((resolve) => {
    const got: ChatMessage[] = [];
    const stop = client.onMessage((message) => {
      got.push(message);
      if (got.length === count) {
        stop();
        resolve(got);
      }
    });
  });
}

describe('ChatClient: connecting', () => {
  it('refuses a bad token with a ClientError carrying the server’s code', async () => {
    const user = chat({ projectKey: fixture.project.apiKey });
    expect(await clientError(user.connect('not-a-session'))).toMatchObject({
      status: 401,
      code: 'INVALID_SESSION',
    });
    const noKey = chat();
    expect(await clientError(noKey.connect(fixture.user.sessionId))).toMatchObject({
      status: 401,
      code: 'PROJECT_KEY_REQUIRED',
    });
    const wrongKey = chat({ projectKey: 'pk_wrong' });
    expect(await clientError(wrongKey.connect(fixture.user.sessionId))).toMatchObject({
      code: 'INVALID_PROJECT_KEY',
    });
    expect(wrongKey.connected).toBe(false);
    expect(await clientError(chat().send({ to: 'support', body: 'x' }))).toMatchObject({
      code: 'NOT_CONNECTED',
    });
    expect(thrownError(() => new ChatClient({ url: '' })).code).toBe('MISSING_OPTION');
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    const nowhere = chat({ reconnection: false }, 'http://127.0.0.1:9');
    expect(await clientError(nowhere.connect('token'))).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('ChatClient: two users', () => {
  it('exchange messages, stored before the ack, and page through history newest first', async () => {
    const bob = await signUp(fixture);
    const alice = chat({ projectKey: fixture.project.apiKey });
    const bobChat = chat({ projectKey: fixture.project.apiKey });
    await Promise.all([alice.connect(fixture.user.sessionId), bobChat.connect(bob.sessionId)]);

    const atBob = received(bobChat, 3);
    const first = await alice.send({ to: { userId: bob.id }, body: 'Morning, Bob' });
    expect(first).toMatchObject({ body: 'Morning, Bob', sender: { kind: 'user', id: fixture.user.id } });
    expect(first.createdAt).toBeInstanceOf(Date);
    await alice.send({ conversationId: first.conversationId, body: 'Diesel is in' });
    await alice.send({ conversationId: first.conversationId, body: 'Come by' });
    const messages = await atBob;
    expect(messages.map((message) => message.body)).toEqual(['Morning, Bob', 'Diesel is in', 'Come by']);
    expect(messages[0]!.createdAt).toBeInstanceOf(Date);

    const atAlice = received(alice);
    const reply = await bobChat.send({ to: { userId: fixture.user.id }, body: 'On my way' });
    expect((await atAlice)[0]!.id).toBe(reply.id);

    const newest = await bobChat.history(first.conversationId, { limit: 3 });
    expect(newest.items.map((message) => message.body)).toEqual(['On my way', 'Come by', 'Diesel is in']);
    const older = await bobChat.history(first.conversationId, { limit: 3, before: newest.nextCursor! });
    expect(older).toMatchObject({ items: [{ body: 'Morning, Bob' }], nextCursor: null });

    const mine = await alice.conversations();
    expect(mine.items.map((conversation) => conversation.id)).toContain(first.conversationId);
  });

  it('rejects a bad message or a foreign conversation with the server’s error', async () => {
    const alice = chat({ projectKey: fixture.project.apiKey });
    await alice.connect(fixture.user.sessionId);
    const empty = await clientError(alice.send({ to: 'support', body: '' }));
    expect(empty).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(empty.fields[0]!.path).toBe('body');
    expect(await clientError(alice.history(randomUUID()))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('receives what it missed while away when it reconnects', async () => {
    const bob = await signUp(fixture);
    const alice = chat({ projectKey: fixture.project.apiKey });
    const bobChat = chat({ projectKey: fixture.project.apiKey });
    await Promise.all([alice.connect(fixture.user.sessionId), bobChat.connect(bob.sessionId)]);
    const seen = received(bobChat);
    const first = await alice.send({ to: { userId: bob.id }, body: 'before' });
    await seen;
    expect(bobChat.lastMessageId).toBe(first.id);

    // Bob's connection goes away; Alice goes on writing; Bob comes back.
    bobChat.close();
    expect(bobChat.connected).toBe(false);
    const caughtUp = received(bobChat, 2);
    const missed = [
      await alice.send({ conversationId: first.conversationId, body: 'while away 1' }),
      await alice.send({ conversationId: first.conversationId, body: 'while away 2' }),
    ];
    await bobChat.reconnect();
    expect((await caughtUp).map((message) => message.id)).toEqual(missed.map((message) => message.id));

    // A new client (a reloaded page) resumes from a kept message id.
    const later = await alice.send({ conversationId: first.conversationId, body: 'after reload' });
    const reloaded = chat({ projectKey: fixture.project.apiKey });
    const resumed = received(reloaded);
    await reloaded.connect(bob.sessionId, { since: missed[1]!.id });
    expect((await resumed)[0]!.id).toBe(later.id);
  });
});

describe('ChatClient: support and admins', () => {
  it('carries a user’s question to the admins and the answer back; admins read it over REST', async () => {
    const base = await createProjectFixture(server);
    const support = chat();
    const user = chat({ projectKey: base.project.apiKey });
    await Promise.all([support.connect(base.admin.sessionId), user.connect(base.user.sessionId)]);

    const atSupport = received(support);
    const question = await user.send({ to: 'support', body: 'Is station 7 open?' });
    expect((await atSupport)[0]!.id).toBe(question.id);
    const atUser = received(user);
    const answer = await support.send({ conversationId: question.conversationId, body: 'Until 22:00.' });
    expect(answer.sender).toEqual({ kind: 'admin', id: base.admin.id });
    expect((await atUser)[0]!.body).toBe('Until 22:00.');
    const started = await support.send({
      to: { userId: base.user.id },
      projectId: base.project.id,
      body: 'More?',
    });
    expect(started.conversationId).toBe(question.conversationId);

    const admin = new AdminClient({ url: server.url, sessionId: base.admin.sessionId });
    const conversations = await admin.project(base.project.id).chat.conversations();
    expect(conversations).toMatchObject({
      total: 1,
      items: [{ id: question.conversationId, kind: 'support' }],
    });
    expect(conversations.items[0]!.lastMessageAt).toBeInstanceOf(Date);
    const messages = await admin
      .project(base.project.id)
      .chat.messages(question.conversationId, { limit: 2 });
    expect(messages.items.map((message) => message.body)).toEqual(['More?', 'Until 22:00.']);
    expect(messages.total).toBe(3);

    const stranger = new AdminClient({ url: server.url, sessionId: fixture.admin.sessionId });
    expect(await clientError(stranger.project(base.project.id).chat.conversations())).toMatchObject({
      status: 404,
    });
    expect(
      await clientError(stranger.project(fixture.project.id).chat.messages(question.conversationId)),
    ).toMatchObject({
      status: 404,
    });
  });

  it('receives in-app notifications live while connected', async () => {
    const user = chat({ projectKey: fixture.project.apiKey });
    await user.connect(fixture.user.sessionId);
    const live = new Promise((resolve) => user.onNotification(resolve));
    const backEnd = new PrivateClient({ url: server.url, privateKey: fixture.project.privateApiKey });
    const sent = await backEnd.notifications.sendInApp({
      title: { en: 'Payment due' },
      body: { en: 'Tomorrow' },
      userIds: [fixture.user.id],
    });
    expect(await live).toMatchObject({ id: sent.id, title: { en: 'Payment due' } });
  });
});

describe('entry points', () => {
  const bundle = async (code: string) =>
    (
      await build({
        stdin: { contents: code, resolveDir: import.meta.dirname, sourcefile: 'app.ts', loader: 'ts' },
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        absWorkingDir: path.resolve(import.meta.dirname, '..'),
      })
    ).outputFiles[0]!.text;

  it('keeps socket.io-client out of apps that do not chat', async () => {
    const main = await bundle(
      `import { UserClient, AdminClient } from './index.ts'; globalThis.k = { UserClient, AdminClient };`,
    );
    expect(main).not.toMatch(/engine\.io|socket\.io-client|EIO=/);
    const withChat = await bundle(`import { ChatClient } from './chat.ts'; globalThis.k = ChatClient;`);
    expect(withChat).toMatch(/EIO/);
  });
});

const redisBinary = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
if (!redisBinary) console.warn('ChatClient across instances: skipped, redis-server is not installed');

describe.skipIf(!redisBinary)('ChatClient across two server instances sharing Redis', () => {
  let redis: ChildProcess;
  let second: TestServer;
  let secondDatabaseServer: TestServer;
  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await new Promise((resolve) => probe.close(resolve));
    redis = spawn(
      redisBinary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const redisUrl = `redis://127.0.0.1:${port}`;
    await waitForPort(port);
    // Two instances of one deployment: one database (in-process PGlite, or TEST_DATABASE_URL), one Redis.
    secondDatabaseServer = await startTestServer({ config: { redisUrl, outboxPollMs: 50 } });
    second = await startTestServer({
      config: { redisUrl, outboxPollMs: 50 },
      database: secondDatabaseServer.database,
    });
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabaseServer?.close();
    if (redis && redis.exitCode === null) {
      redis.kill('SIGTERM');
      await once(redis, 'exit');
    }
  });

  it('lets a user on one instance and an admin on the other talk', async () => {
    const base = await createProjectFixture(secondDatabaseServer);
    const user = chat({ projectKey: base.project.apiKey }, secondDatabaseServer.url);
    const support = chat({}, second.url);
    await Promise.all([user.connect(base.user.sessionId), support.connect(base.admin.sessionId)]);
    const atSupport = received(support);
    const question = await user.send({ to: 'support', body: 'Across instances?' });
    expect((await atSupport)[0]!.id).toBe(question.id);
    const atUser = received(user);
    await support.send({ conversationId: question.conversationId, body: 'Yes, through Redis.' });
    expect((await atUser)[0]!.body).toBe('Yes, through Redis.');
  });
});

async function waitForPort(port: number) {
  for (let tries = 0; tries < 100; tries++) {
    const inUse = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(true));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
    });
    if (inUse) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
