import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/event-stream';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let fixture: ProjectFixture;
let api: ReturnType<typeof http>;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  api = http(server.url);
  fixture = await createProjectFixture(server);
});
afterAll(() => server?.close());

const LIVE = '/api/v2/notification/live';
const sendInApp = (to: ProjectFixture, title: string) =>
  api.post(
    '/api/v2/notification/sendInApp',
    { title: { en: title, ka: `${title} (ka)` }, body: { en: 'body', ka: 'ტექსტი' }, userIds: [to.user.id] },
    to.headers.private,
  );

describe('the live notifications stream', () => {
  it('pushes each new in-app notification of the user, as the list shows it, and no one else’s', async () => {
    const other = await createProjectFixture(server);
    const stream = await openEventStream(`${server.url}${LIVE}`, fixture.headers.user);
    const strangers = await openEventStream(`${server.url}${LIVE}`, other.headers.user);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');

    const sent = await sendInApp(fixture, 'Card 4411 declined');
    expect(sent.status).toBe(201);
    const event = await stream.next();
    expect(stream.retry).toBe(2000);
    expect(event.event).toBe('notification');
    const listed = await api.get('/api/v2/notification?limit=1', fixture.headers.user);
    expect(event.id).toBe(listed.body.items[0].id);
    expect(JSON.parse(event.data)).toEqual(listed.body.items[0]);

    const theirs = await sendInApp(other, 'Theirs');
    expect(JSON.parse((await strangers.next()).data)).toMatchObject({ title: { en: 'Theirs' } });
    const mine = await sendInApp(fixture, 'Second');
    // The next event on the first stream is its own second notification, not the other user's.
    expect(JSON.parse((await stream.next()).data)).toMatchObject({ title: { en: 'Second' } });
    expect(theirs.status).toBe(201);
    expect(mine.status).toBe(201);
    stream.close();
    strangers.close();
  });

  it('is refused without a user’s session, and to the project’s keys', async () => {
    const anonymous = await api.get(LIVE);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    const project = await api.get(LIVE, fixture.headers.public);
    expect(project.status).toBe(403);
    expect(project.body.code).toBe('CALLER_NOT_ALLOWED');
    const expired = await api.get(LIVE, { ...fixture.headers.user, 'x-session-id': 'not-a-session' });
    expect(expired.status).toBe(401);
  });

  it('ends its streams when the server closes, so that the server drains', async () => {
    const closing = await startTestServer({ database: server.database });
    const stream = await openEventStream(`${closing.url}${LIVE}`, fixture.headers.user);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await closing.close();
    await stream.closed;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
