import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/event-stream';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http, type Json } from '../../test/http';
import { redisBinary, startRedis } from '../../test/redis';
import { startTestServer, type TestServer } from '../../test/server';

// Two server instances of one deployment: one database, one Redis, two ports. On PGlite both apps run
// in this process on the one embedded database; with TEST_DATABASE_URL they share a PostgreSQL database.
// What crosses from one instance to the other can only cross through Redis: each has its own socket.io.

if (!redisBinary)
  console.warn('chat over Redis: skipped, redis-server is not installed (apt-get install redis-server)');

let redis: Awaited<ReturnType<typeof startRedis>>;
let first: TestServer;
let second: TestServer;
let fixture: ProjectFixture;
const sockets: Socket[] = [];

async function connected(url: string, auth: Record<string, unknown>): Promise<Socket> {
  const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const next = (socket: Socket, event: string) => new Promise<Json>((resolve) => socket.once(event, resolve));

describe.skipIf(!redisBinary)('chat across two server instances through Redis', () => {
  beforeAll(async () => {
    redis = await startRedis();
    const redisUrl = redis.url;
    first = await startTestServer({ config: { redisUrl, outboxPollMs: 50 } });
    second = await startTestServer({ config: { redisUrl, outboxPollMs: 50 }, database: first.database });
    fixture = await createProjectFixture(first);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second?.close();
    await first?.close();
    await redis?.stop();
  });

  it('delivers a user’s message on one instance to an admin connected to the other, and back', async () => {
    expect(first.url).not.toBe(second.url);
    const user = await connected(first.url, {
      token: fixture.user.sessionId,
      projectKey: fixture.project.apiKey,
    });
    const admin = await connected(second.url, { token: fixture.admin.sessionId });

    const atAdmin = next(admin, 'chat:message');
    const question = await user.emitWithAck('chat:send', { to: 'support', body: 'Hello from instance one' });
    expect(question.ok).toBe(true);
    expect(await atAdmin).toMatchObject({ id: question.message.id, body: 'Hello from instance one' });

    const atUser = next(user, 'chat:message');
    const answer = await admin.emitWithAck('chat:send', {
      conversationId: question.conversation.id,
      body: 'Hello from instance two',
    });
    expect(await atUser).toMatchObject({ id: answer.message.id });
  });

  it('pushes an in-app notification accepted by one instance to a user connected to the other', async () => {
    const user = await connected(first.url, {
      token: fixture.user.sessionId,
      projectKey: fixture.project.apiKey,
    });
    const live = next(user, 'notification:new');
    const sent = await http(second.url).post(
      '/api/v2/notification/sendInApp',
      { title: { en: 'Across' }, body: { en: 'instances' }, userIds: [fixture.user.id] },
      fixture.headers.private,
    );
    expect(sent.status).toBe(201);
    expect(await live).toMatchObject({ id: sent.body.id });
  });

  it('pushes an in-app notification accepted by one instance to a live stream open on the other', async () => {
    const stream = await openEventStream(`${first.url}/api/v2/notification/live`, fixture.headers.user);
    expect(stream.status).toBe(200);
    const sent = await http(second.url).post(
      '/api/v2/notification/sendInApp',
      { title: { en: 'Across, streamed' }, body: { en: 'instances' }, userIds: [fixture.user.id] },
      fixture.headers.private,
    );
    expect(sent.status).toBe(201);
    const event = await stream.next();
    expect(event).toMatchObject({ event: 'notification', id: sent.body.id });
    stream.close();
  });
});
