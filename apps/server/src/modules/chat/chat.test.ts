import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http, type Json } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let fixture: ProjectFixture;
let api: ReturnType<typeof http>;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  api = http(server.url);
  fixture = await createProjectFixture(server);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

function connect(auth: Record<string, unknown>, url = server.url): Socket {
  const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

async function connected(auth: Record<string, unknown>, url?: string): Promise<Socket> {
  const socket = connect(auth, url);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const asUser = (who: { user: { sessionId: string }; project: { apiKey: string } }) => ({
  token: who.user.sessionId,
  projectKey: who.project.apiKey,
});

/** The next `count` events of a kind. */
function next(socket: Socket, event: string, count = 1): Promise<Json[]> {
  return new Promise((resolve) => {
    const got: Json[] = [];
    const listener = (payload: Json) => {
      got.push(payload);
      if (got.length === count) {
        socket.off(event, listener);
        resolve(got);
      }
    };
    socket.on(event, listener);
  });
}

async function secondUser(base: ProjectFixture) {
  const email = `peer-${randomUUID().slice(0, 8)}@example.com`;
  const signup = await api.post(
    '/api/v2/auth/signup',
    { email, password: 'Peer-pass-1' },
    base.headers.public,
  );
  return {
    user: { id: signup.body.user.id as string, sessionId: signup.body.sessionId as string },
    project: base.project,
  };
}

describe('connecting', () => {
  it('refuses a missing or bad token with connect_error and a code', async () => {
    const reasons = await Promise.all(
      [
        {},
        { token: 'not-a-session' },
        { token: fixture.user.sessionId },
        { token: fixture.user.sessionId, projectKey: 'pk_wrong' },
      ].map(
        (auth) =>
          new Promise<{ message: string; data?: { code: string } }>((resolve) =>
            connect(auth).once('connect_error', (error) => resolve(error as never)),
          ),
      ),
    );
    expect(reasons.map((reason) => reason.data?.code)).toEqual([
      'UNAUTHENTICATED',
      'INVALID_SESSION',
      'PROJECT_KEY_REQUIRED',
      'INVALID_PROJECT_KEY',
    ]);
  });
});

describe('messages', () => {
  it('lets two users write to each other: stored, acknowledged, received, in history', async () => {
    const peer = await secondUser(fixture);
    const alice = await connected(asUser(fixture));
    const bob = await connected(asUser(peer));

    const incoming = next(bob, 'chat:message', 2);
    const first = await alice.emitWithAck('chat:send', { to: { userId: peer.user.id }, body: 'Hi Bob' });
    expect(first).toMatchObject({
      ok: true,
      message: { body: 'Hi Bob', sender: { kind: 'user', id: fixture.user.id } },
      conversation: { kind: 'direct' },
    });
    const second = await alice.emitWithAck('chat:send', {
      conversationId: first.conversation.id,
      body: 'Are you there?',
    });
    expect((await incoming).map((message) => message.id)).toEqual([first.message.id, second.message.id]);

    const reply = await bob.emitWithAck('chat:send', { to: { userId: fixture.user.id }, body: 'Yes' });
    expect(reply.conversation.id).toBe(first.conversation.id);

    const page1 = await bob.emitWithAck('chat:history', { conversationId: first.conversation.id, limit: 2 });
    expect(page1.items.map((message: Json) => message.body)).toEqual(['Yes', 'Are you there?']);
    const page2 = await bob.emitWithAck('chat:history', {
      conversationId: first.conversation.id,
      limit: 2,
      before: page1.nextCursor,
    });
    expect(page2).toMatchObject({ ok: true, items: [{ body: 'Hi Bob' }], nextCursor: null });
  });

  it('stores a resend with the same clientMessageId once', async () => {
    const socket = await connected(asUser(fixture));
    const payload = { to: 'support', body: 'Pump 4 is broken', clientMessageId: randomUUID() };
    const first = await socket.emitWithAck('chat:send', payload);
    const again = await socket.emitWithAck('chat:send', payload);
    expect(again.message.id).toBe(first.message.id);
    const history = await socket.emitWithAck('chat:history', { conversationId: first.conversation.id });
    expect(history.items.filter((message: Json) => message.body === 'Pump 4 is broken')).toHaveLength(1);
  });

  it('acknowledges invalid payloads and foreign conversations with an error body', async () => {
    const socket = await connected(asUser(fixture));
    const empty = await socket.emitWithAck('chat:send', { to: 'support', body: '   ' });
    expect(empty).toMatchObject({ ok: false, error: { statusCode: 400, code: 'VALIDATION_FAILED' } });
    expect(empty.error.fields).toEqual([expect.objectContaining({ path: 'body' })]);
    const both = await socket.emitWithAck('chat:send', { body: 'x' });
    expect(both.error.fields[0].path).toBe('conversationId');

    const other = await createProjectFixture(server);
    const theirs = await (await connected(asUser(other))).emitWithAck('chat:send', {
      to: 'support',
      body: 'x',
    });
    const foreign = await socket.emitWithAck('chat:history', { conversationId: theirs.conversation.id });
    expect(foreign).toMatchObject({ ok: false, error: { statusCode: 404, code: 'NOT_FOUND' } });
    const self = await socket.emitWithAck('chat:send', { to: { userId: fixture.user.id }, body: 'me' });
    expect(self.error.fields[0]).toMatchObject({ path: 'to.userId', rule: 'not_self' });
  });
});

describe('support', () => {
  it('brings a user’s message to the project’s admins and the answer back; admins list it over REST', async () => {
    const base = await createProjectFixture(server);
    const admin = await connected({ token: base.admin.sessionId });
    const user = await connected(asUser(base));

    const toAdmin = next(admin, 'chat:message');
    const question = await user.emitWithAck('chat:send', { to: 'support', body: 'Where is my invoice?' });
    expect((await toAdmin)[0]).toMatchObject({ id: question.message.id, body: 'Where is my invoice?' });

    const toUser = next(user, 'chat:message');
    const answer = await admin.emitWithAck('chat:send', {
      conversationId: question.conversation.id,
      body: 'Sent it again.',
    });
    expect(answer.message.sender).toEqual({ kind: 'admin', id: base.admin.id });
    expect((await toUser)[0].id).toBe(answer.message.id);

    const listed = await api.get(`/api/v2/conversations?projectId=${base.project.id}`, base.headers.admin);
    expect(listed.body).toMatchObject({
      total: 1,
      items: [{ id: question.conversation.id, kind: 'support' }],
    });
    const messages = await api.get(
      `/api/v2/conversations/${question.conversation.id}/messages?projectId=${base.project.id}&limit=1`,
      base.headers.admin,
    );
    expect(messages.body).toMatchObject({ total: 2, items: [{ body: 'Sent it again.' }] });

    // Another project's admin sees nothing of it.
    const wrongProject = await api.get(
      `/api/v2/conversations/${question.conversation.id}/messages?projectId=${fixture.project.id}`,
      fixture.headers.admin,
    );
    expect(wrongProject.status).toBe(404);
    expect(
      (await api.get(`/api/v2/conversations?projectId=${base.project.id}`, fixture.headers.admin)).status,
    ).toBe(404);
    expect((await api.get('/api/v2/conversations', base.headers.admin)).status).toBe(400);
  });
});

describe('catching up', () => {
  it('sends a reconnecting client what it missed since its last message id', async () => {
    const peer = await secondUser(fixture);
    const bob = await connected(asUser(peer));
    const alice = await connected(asUser(fixture));
    const seen = next(bob, 'chat:message');
    const first = await alice.emitWithAck('chat:send', { to: { userId: peer.user.id }, body: 'one' });
    const last = (await seen)[0];
    bob.close();

    const missed = [];
    for (const body of ['two', 'three']) {
      missed.push(
        (await alice.emitWithAck('chat:send', { conversationId: first.conversation.id, body })).message,
      );
    }
    const back = connect({ ...asUser(peer), lastMessageId: last.id });
    const caughtUp = await next(back, 'chat:message', 2);
    expect(caughtUp.map((message) => message.body)).toEqual(['two', 'three']);
  });

  it('pushes in-app notifications live to the user’s connections', async () => {
    const socket = await connected(asUser(fixture));
    const live = next(socket, 'notification:new');
    const sent = await api.post(
      '/api/v2/notification/sendInApp',
      { title: { en: 'Live' }, body: { en: 'Now' }, userIds: [fixture.user.id] },
      fixture.headers.private,
    );
    expect((await live)[0]).toMatchObject({ id: sent.body.id, title: { en: 'Live' }, type: 'IN_APP' });
  });
});
