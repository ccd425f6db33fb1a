import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientError } from '../test/support';
import { AdminClient } from './admin';
import { ProjectClient } from './project';
import { UserClient } from './user';

// Failures without an HTTP answer: the kit must tell them apart from each other and from error answers.
let hanging: Server;
let hangingUrl: string;
let closedUrl: string;
beforeAll(async () => {
  hanging = createServer(() => {}); // accepts every request and never answers
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;

  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(async () => {
  hanging.closeAllConnections();
  await new Promise((resolve) => hanging.close(resolve));
});

describe('failures without an answer', () => {
  it('reports a closed port as a network error (status 0), on the lazy load and on every later try', async () => {
    const client = new AdminClient({ url: closedUrl, sessionId: 'any' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await clientError(client.projects.list());
      expect([error.status, error.code, error.isNetworkError, error.isTimeout, error.isAbort]).toEqual([
        0,
        'NETWORK_ERROR',
        true,
        false,
        false,
      ]);
      expect(error.url).toBe(`${closedUrl}/api/v1/self`);
    }
  });

  it('reports a server that does not answer in time as a timeout, not a network error', async () => {
    const client = new ProjectClient({ url: hangingUrl, projectKey: 'pk', timeoutMs: 100 });
    const error = await clientError(client.project());
    expect([error.status, error.code, error.isTimeout, error.isNetworkError]).toEqual([
      0,
      'TIMEOUT',
      true,
      false,
    ]);
  });

  it("bounds the wait for the lazy load by the call's own timeout", async () => {
    const client = new UserClient({ url: hangingUrl, sessionId: 's', projectKey: 'pk' }); // 30 s by default
    const started = Date.now();
    const error = await clientError(client.self.get({ timeoutMs: 100 }));
    expect([error.code, error.isTimeout]).toEqual(['TIMEOUT', true]);
    expect(error.url).toBe(`${hangingUrl}/api/v2/auth/self`);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("ends the wait for the lazy load when the caller's signal aborts", async () => {
    const client = new ProjectClient({ url: hangingUrl, projectKey: 'pk' });
    const controller = new AbortController();
    const call = clientError(
      client.auth.login({ email: 'a@example.com', password: 'x' }, { signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 50);
    const error = await call;
    expect([error.code, error.isAbort, error.isTimeout]).toEqual(['ABORTED', true, false]);
    expect(error.url).toBe(`${hangingUrl}/api/v2/auth/login`);
  });
});
