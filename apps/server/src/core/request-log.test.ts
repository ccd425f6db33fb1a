import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';
import { PRETTY, RequestLog } from './request-log';

// What `npm start` prints (LOG_PRETTY): one line per request, quiet routes quiet, errors with their stack.

async function logsOf(requests: string[]) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trimEnd().split('\n'));
      done();
    },
  });
  const stream = pinoPretty({ ...PRETTY, colorize: false, sync: true, destination });
  const loggerInstance = pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger;
  const app = Fastify({ loggerInstance, logController: new RequestLog() });
  registerErrorHandling(app);
  app.get('/ok', () => ({ ok: true }));
  app.get('/quiet', { logLevel: 'warn' }, () => ({ ok: true }));
  app.get('/boom', () => {
    throw new Error('Exploded on purpose');
  });
  for (const url of requests) await app.inject({ method: 'GET', url });
  await app.close();
  return lines;
}

describe('request log', () => {
  it('prints one line per request: method, url, status and time', async () => {
    const lines = await logsOf(['/ok', '/ok?page=2', '/missing']);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/ok 200 \d+ms$/);
    expect(lines[1]).toMatch(/INFO: GET \/ok\?page=2 200 \d+ms$/);
    expect(lines[2]).toMatch(/INFO: GET \/missing 404 \d+ms$/);
  });

  it('keeps quiet routes quiet and prints an error with its stack', async () => {
    const lines = await logsOf(['/quiet', '/boom']);
    expect(lines.some((line) => line.includes('/quiet'))).toBe(false);
    const error = lines.findIndex((line) => line.includes('unhandled error'));
    expect(error).toBeGreaterThanOrEqual(0);
    expect(lines.join('\n')).toContain('Exploded on purpose');
    expect(lines.slice(error).some((line) => /^\s+at /.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/ERROR: GET \/boom 500 \d+ms/);
  });
});
