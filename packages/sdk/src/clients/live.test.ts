import type { UserNotification } from '@fuel/server/contract';
import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientError } from '../errors';
import { PrivateClient } from './private';
import { UserClient } from './user';

let server: TestServer;
let fixture: ProjectFixture;
let backEnd: PrivateClient;
let user: UserClient;
beforeAll(async () => {
  server = await startTestServer({ config: { outboxPollMs: 50 } });
  fixture = await createProjectFixture(server);
  backEnd = new PrivateClient({ url: server.url, privateKey: fixture.project.privateApiKey });
  user = new UserClient({
    url: server.url,
    sessionId: fixture.user.sessionId,
    projectKey: fixture.project.apiKey,
  });
});
afterAll(() => server.close());

const title = { en: 'Card 4411 declined', ka: 'ბარათი 4411 უარყოფილია' };
const body = { en: 'Over its daily limit.', ka: 'დღიური ლიმიტი ამოწურულია.' };

/** Resolves with the next value `subscribe` hands to its listener. */
function nextOf<T>(subscribe: (listener: (value: T) => void) => void, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing within ${timeoutMs} ms`)), timeoutMs);
    subscribe((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

describe('UserClient.notifications.live', () => {
  it('hands over each new in-app notification as the list shows it, dates as dates, until closed', async () => {
    const received: UserNotification[] = [];
    let listener: ((notification: UserNotification) => void) | undefined;
    let opened!: () => void;
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const live = user.notifications.live(
      (notification) => {
        received.push(notification);
        listener?.(notification);
      },
      { onOpen: () => opened() },
    );
    await open;
    expect(live.open).toBe(true);
    const arriving = nextOf<UserNotification>((resolve) => {
      listener = resolve;
    });
    const sent = await backEnd.notifications.sendInApp({
      title,
      body,
      data: { cardId: 'c-1' },
      userIds: [fixture.user.id],
    });
    const notification = await arriving;
    const { items } = await user.notifications.list({ limit: 1 });
    expect(notification).toEqual(items[0]);
    expect(notification).toMatchObject({ id: sent.id, title, data: { cardId: 'c-1' }, seen: false });
    expect(notification.createdAt).toBeInstanceOf(Date);

    live.close();
    expect(live.open).toBe(false);
    await backEnd.notifications.sendInApp({ title, body, userIds: [fixture.user.id] });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(1);
  });

  it('opens the stream again after it went quiet longer than idleMs, and stops on its signal', async () => {
    const abort = new AbortController();
    let opens = 0;
    let reopened!: () => void;
    const twice = new Promise<void>((resolve) => {
      reopened = resolve;
    });
    const live = user.notifications.live(() => {}, {
      idleMs: 300,
      retryMs: 50,
      signal: abort.signal,
      onOpen: () => {
        opens += 1;
        if (opens === 2) reopened();
      },
    });
    await twice;
    abort.abort();
    const opensAtAbort = opens;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(opens).toBe(opensAtAbort);
    expect(live.open).toBe(false);
  });

  it('stops for good, through onError, when the server refuses the session', async () => {
    const stranger = new UserClient({
      url: server.url,
      sessionId: 'not-a-session',
      projectKey: fixture.project.apiKey,
    });
    const errors: ClientError[] = [];
    const refused = nextOf<ClientError>((resolve) => {
      stranger.notifications.live(() => {}, {
        retryMs: 20,
        onError: (error) => {
          errors.push(error);
          resolve(error);
        },
      });
    });
    expect(await refused).toMatchObject({ status: 401, code: 'INVALID_SESSION' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).toHaveLength(1);
  });
});
