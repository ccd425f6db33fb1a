import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';
import { loadConfig } from './config';

/** The client address login limiting counts: the socket's, or the one a trusted proxy forwarded. */
async function addressSeen(server: TestServer, forwardedFor?: string) {
  const response = await fetch(`${server.url}/test/address`, {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return ((await response.json()) as { ip: string }).ip;
}

const servers: TestServer[] = [];
async function serverTrusting(trustProxy?: string) {
  const server = await startTestServer({
    config: { trustProxy: loadConfig(trustProxy ? { TRUST_PROXY: trustProxy } : {}).trustProxy },
    register: (app) => {
      app.get('/test/address', async (request) => ({ ip: request.ip }));
    },
  });
  servers.push(server);
  return server;
}
afterAll(() => Promise.all(servers.map((server) => server.close())));

describe('TRUST_PROXY', () => {
  it('unset: a forwarded address is ignored (anyone could send one)', async () => {
    const server = await serverTrusting();
    expect(await addressSeen(server, '203.0.113.7')).toBe('127.0.0.1');
  });

  it('one hop: the address the load balancer forwarded, not one the client put before it', async () => {
    const server = await serverTrusting('1');
    expect(await addressSeen(server, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(server)).toBe('127.0.0.1');
  });

  it('a list: only a proxy at a listed address is believed', async () => {
    expect(await addressSeen(await serverTrusting('127.0.0.1'), '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(await serverTrusting('10.0.0.0/8'), '203.0.113.7')).toBe('127.0.0.1');
  });

  it('refuses anything else', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
