import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../test/http';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('security headers', () => {
  it('sends nosniff, no referrer, no framing and a CSP that allows nothing with every API answer', async () => {
    const api = http(server.url);
    for (const response of [
      await api.get('/health'),
      await api.get('/api/v2/project/self', { 'x-project-key': 'unknown' }),
      await api.get('/api/v2/no-such-route'),
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const csp = response.headers.get('content-security-policy');
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it('keeps Swagger UI working under its own policy: its scripts by hash, still no framing', async () => {
    const page = await fetch(`${server.url}/docs/`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('unsafe-eval');
    const html = await page.text();
    const script = html.match(/src="\.\/(static\/swagger-ui-bundle\.js)"/)?.[1];
    expect(script).toBeDefined();
    const bundle = await fetch(`${server.url}/docs/${script}`);
    expect(bundle.status).toBe(200);
    await bundle.arrayBuffer();
  });

  it('lets other origins show uploaded files (cross-origin resource policy)', async () => {
    const response = await fetch(`${server.url}/files/${randomUUID()}/photo.png`);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.arrayBuffer();
    const api = await fetch(`${server.url}/health`);
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-site');
    await api.arrayBuffer();
  });
});
