import type { UserNotification } from '@fuel/server/contract';
import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateClient } from './clients/private';
import { userNotifications } from './notifications';
import { clientError } from './test/support';

// `@fuel/sdk/notifications` against the real server: the user's notifications with a session id
// alone, each call one request (no load of the user before it, as `UserClient` does).

let server: TestServer;
let fixture: ProjectFixture;
let backEnd: PrivateClient;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  backEnd = new PrivateClient({ url: server.url, privateKey: fixture.project.privateApiKey });
});
afterAll(() => server.close());

const title = { en: 'Card 4411 declined', ka: 'ბარათი 4411 უარყოფილია' };
const body = { en: 'Over its daily limit.', ka: 'დღიური ლიმიტი ამოწურულია.' };

describe('userNotifications (@fuel/sdk/notifications)', () => {
  it('lists, marks seen and streams the session’s notifications, one request per call', async () => {
    const requested: string[] = [];
    const notifications = userNotifications({
      url: server.url,
      projectKey: fixture.project.apiKey,
      sessionId: fixture.user.sessionId,
      fetch: (input, init) => {
        requested.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
        return fetch(input, init);
      },
    });
    const sent = await backEnd.notifications.sendInApp({ title, body, userIds: [fixture.user.id] });
    const page = await notifications.list({ type: 'IN_APP', limit: 1, lang: 'ka' });
    expect(page).toMatchObject({ unseen: 1, total: 1 });
    expect(page.items[0]).toMatchObject({ id: sent.id, title: title.ka, seen: false });
    expect(requested).toEqual(['GET /api/v2/notification']);

    let opened!: () => void;
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    // The server publishes a notification from its outbox, a moment after `sendInApp` answered: the
    // first one may still reach the stream opened after it. Wait for the second by its id.
    const received: UserNotification[] = [];
    let checkArrival = () => {};
    const live = notifications.live(
      (notification) => {
        received.push(notification);
        checkArrival();
      },
      { onOpen: () => opened() },
    );
    await open;
    const next = await backEnd.notifications.sendInApp({ title, body, userIds: [fixture.user.id] });
    const notification = await new Promise<UserNotification>((resolve) => {
      checkArrival = () => {
        const found = received.find(({ id }) => id === next.id);
        if (found) resolve(found);
      };
      checkArrival();
    });
    live.close();
    expect(notification).toMatchObject({ id: next.id, title, seen: false });
    expect(notification.createdAt).toBeInstanceOf(Date);
    expect(received.map(({ id }) => id).filter((id) => id !== sent.id)).toEqual([next.id]);

    expect(await notifications.markAllSeen()).toMatchObject({ marked: 2 });
    expect((await notifications.list({ type: 'IN_APP' })).unseen).toBe(0);
  });

  it('refuses missing options before any request, and a session that is not one', async () => {
    const options = {
      url: server.url,
      projectKey: fixture.project.apiKey,
      sessionId: fixture.user.sessionId,
    };
    expect(() => userNotifications({ ...options, sessionId: '' })).toThrow(
      expect.objectContaining({ code: 'MISSING_OPTION', message: expect.stringContaining('sessionId') }),
    );
    expect(() => userNotifications({ ...options, projectKey: '' })).toThrow(
      expect.objectContaining({ code: 'MISSING_OPTION', message: expect.stringContaining('projectKey') }),
    );
    const stranger = userNotifications({ ...options, sessionId: 'not-a-session' });
    expect(await clientError(stranger.list())).toMatchObject({ status: 401 });
  });
});
