import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from './catalogue';
import { WEBHOOK_EVENT_SAMPLES } from './samples';
import { postSigned, signedHeaders } from './send';
import { newSecret } from './service';

// docs/INTEGRATIONS.md's webhooks section, checked: its Node receiver runs and accepts what the server
// signs (and refuses a tampered body), its Python check agrees, and its catalogue shows each event's
// data as the changes emit it (samples.ts, which the tests of the changes compare against).

const here = path.dirname(fileURLToPath(import.meta.url));
const guide = await readFile(path.join(here, '../../../../../docs/INTEGRATIONS.md'), 'utf8');
const section = guide.slice(guide.indexOf('## Webhooks'));
const block = (info: string) => {
  const start = section.indexOf(`\`\`\`${info}\n`);
  if (start < 0) throw new Error(`no \`\`\`${info} block in the guide`);
  const from = start + info.length + 4;
  return section.slice(from, section.indexOf('\n```', from));
};

const temporary: string[] = [];
afterAll(() => Promise.all(temporary.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('the guide’s webhooks', () => {
  it('shows every event with the data it carries', () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      const start = section.indexOf(`### \`${type}\``);
      expect(start, type).toBeGreaterThan(0);
      const from = section.indexOf('```json\n', start) + 8;
      const json = section.slice(from, section.indexOf('\n```', from));
      const body = JSON.parse(json);
      expect(body.type).toBe(type);
      expect(body.data).toEqual(WEBHOOK_EVENT_SAMPLES[type]);
    }
  });

  it('has a Node receiver that accepts a signed delivery and refuses a tampered one', async () => {
    // Beside the server's sources, so that the example's `standardwebhooks` import resolves.
    const folder = await mkdtemp(path.join(here, '.guide-'));
    temporary.push(folder);
    const file = path.join(folder, 'receiver.mjs');
    await writeFile(file, block('js webhook-receiver'));
    const secret = newSecret();
    process.env.WEBHOOK_SECRET = secret;
    process.env.PORT = '0';
    const { server } = (await import(file)) as { server: Server };
    try {
      await new Promise((resolve) => (server.listening ? resolve(null) : server.once('listening', resolve)));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/fuel`;
      const body = JSON.stringify({
        id: 'evt-1',
        type: 'card.blocked',
        data: WEBHOOK_EVENT_SAMPLES['card.blocked'],
      });
      const send = (sent: string) =>
        postSigned(
          { url, eventId: 'evt-1', body: sent, secrets: [secret], at: new Date() },
          { timeoutMs: 5000, allowPrivate: true },
        );
      expect(await send(body)).toEqual({ statusCode: 204, error: null });
      const signed = signedHeaders({ eventId: 'evt-1', body, secrets: [secret], at: new Date() });
      const tampered = await fetch(url, {
        method: 'POST',
        headers: signed,
        body: body.replace('AB12CD', 'ZZ99ZZ'),
      });
      expect(tampered.status).toBe(400);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      delete process.env.WEBHOOK_SECRET;
      delete process.env.PORT;
    }
  });

  const python = spawnSync('python3', ['--version']).status === 0;
  it.skipIf(!python)('has a Python check that agrees with the signature', () => {
    const secret = newSecret();
    const body = JSON.stringify({ id: 'evt-2', type: 'points.transferred', data: {} });
    const headers = signedHeaders({ eventId: 'evt-2', body, secrets: [newSecret(), secret], at: new Date() });
    const run = (sent: string) =>
      spawnSync(
        'python3',
        [
          '-c',
          `${block('python')}\nimport json, sys\nprint(verify(sys.argv[1], json.loads(sys.argv[2]), sys.argv[3].encode()))`,
          secret,
          JSON.stringify(headers),
          sent,
        ],
        {
          encoding: 'utf8',
        },
      ).stdout.trim();
    expect(run(body)).toBe('True');
    expect(run(`${body} `)).toBe('False');
  });
});
