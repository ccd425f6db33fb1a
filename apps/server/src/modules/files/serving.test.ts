import { once } from 'node:events';
import { readdir, readlink } from 'node:fs/promises';
import { get, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../core/config';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import { startS3Server, type TestS3 } from '../../test/s3';
import { startTestServer, type TestServer } from '../../test/server';
import { files } from './tables';

const MB = 1024 * 1024;
/** Larger than every buffer between the storage and a client that stops reading (sockets included). */
const LARGE = 32 * MB;

type Setup = {
  config?: Partial<Config>;
  /** What the storage holds (file paths, object keys). */
  stored(server: TestServer): Promise<string[]>;
  /** Downloads whose storage stream (file handle, S3 request) is still open. */
  openDownloads(server: TestServer): Promise<number>;
};

/** Downloads through the app: the same answers whichever storage holds the bytes. */
function describeServing(name: string, setup: () => Promise<Setup>) {
  describe(`serving files from ${name}`, () => {
    let server: TestServer;
    let fixture: ProjectFixture;
    let api: ReturnType<typeof http>;
    let storage: Setup;
    let file: { id: string; path: string; etag: string };
    const text = 'name,city\nNino,Tbilisi\n'; // 23 bytes
    beforeAll(async () => {
      storage = await setup();
      server = await startTestServer({ config: { maxFileMb: 40, ...storage.config } });
      api = http(server.url);
      fixture = await createProjectFixture(server);
      const { id } = await upload(Buffer.from(text), 'people.csv');
      file = { id, path: `/files/${id}/people.csv`, etag: `"${id}"` };
    });
    afterAll(() => server.close());

    async function upload(bytes: Uint8Array, name: string): Promise<{ id: string }> {
      const body = new FormData();
      body.append('file', new Blob([bytes]), name);
      const response = await api.post('/api/v2/file/upload', body, fixture.headers.public);
      expect(response.status).toBe(201);
      return response.body;
    }

    it('serves the whole file with its validator and range support', async () => {
      const response = await api.get(file.path);
      expect(response.status).toBe(200);
      expect(response.body).toBe(text);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'accept-ranges': 'bytes',
        etag: file.etag,
        'content-length': '23',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      const head = await fetch(`${server.url}${file.path}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe('23');
      expect(await head.text()).toBe('');
    });

    it.each([
      ['bytes=0-3', 0, 3],
      ['bytes=10-13', 10, 13],
      ['bytes=19-', 19, 22],
      ['bytes=-4', 19, 22],
      ['bytes=-500', 0, 22],
      ['bytes=20-9999', 20, 22],
      ['bytes=22-22', 22, 22],
    ])('answers Range: %s with 206 and its bytes', async (range, start, end) => {
      const response = await api.get(file.path, { range });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/23`);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect(response.body).toBe(text.slice(start, end + 1));
    });

    it.each(['bytes=23-', 'bytes=100-200', 'bytes=-0'])('answers Range: %s with 416', async (range) => {
      const response = await api.get(file.path, { range });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe('bytes */23');
      expect(response.body).toMatchObject({ statusCode: 416, code: 'RANGE_NOT_SATISFIABLE' });
    });

    it.each<Record<string, string>>([
      { range: 'bytes=0-1,5-6' },
      { range: 'items=0-3' },
      { range: 'bytes=5-2' },
      { range: 'bytes=x-' },
      { range: 'bytes=0-3', 'if-range': '"another"' },
      { range: 'bytes=0-3', 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' },
    ])('serves the whole file for a Range it does not take: %o', async (headers) => {
      const response = await api.get(file.path, headers);
      expect(response.status).toBe(200);
      expect(response.body).toBe(text);
    });

    it('takes a Range whose If-Range is the file’s ETag', async () => {
      const response = await api.get(file.path, { range: 'bytes=0-3', 'if-range': file.etag });
      expect(response.status).toBe(206);
      expect(response.body).toBe('name');
    });

    it('answers 304 when the client holds the file, 200 otherwise', async () => {
      for (const ifNoneMatch of [file.etag, `W/${file.etag}`, `"other", ${file.etag}`, '*']) {
        const response = await api.get(file.path, { 'if-none-match': ifNoneMatch, range: 'bytes=0-1' });
        expect(response.status).toBe(304);
        expect(response.headers.get('etag')).toBe(file.etag);
        expect(response.body).toBeUndefined();
      }
      const changed = await api.get(file.path, { 'if-none-match': '"other"' });
      expect(changed.status).toBe(200);
      expect(changed.body).toBe(text);
    });

    it('stores nothing for an upload refused after more than a part (5 MB) of it went in', async () => {
      const before = await storage.stored(server);
      const rows = await rowCount(server);
      const body = new FormData();
      body.append('file', new Blob([Buffer.alloc(6 * MB, 'a'), Buffer.from([0xff, 0])]), 'log.txt');
      const response = await api.post('/api/v2/file/upload', body, fixture.headers.public);
      expect(response.status).toBe(415);
      expect(response.body.message).toContain('binary data after a text start');
      expect(await storage.stored(server)).toEqual(before);
      expect(await rowCount(server)).toBe(rows);
    });

    it('closes the storage stream when the client goes away mid-download', async () => {
      const { id } = await upload(Buffer.alloc(LARGE, 'a'), 'large.txt');
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        get(`${server.url}/files/${id}/large.txt`, resolve).on('error', reject);
      });
      expect(response.statusCode).toBe(200);
      await once(response, 'readable');
      expect(await storage.openDownloads(server)).toBe(1);
      response.destroy();
      await vi.waitFor(async () => expect(await storage.openDownloads(server)).toBe(0), { timeout: 10_000 });
    });
  });
}

async function rowCount(server: TestServer): Promise<number> {
  const [row] = await server.database.db.select({ value: count() }).from(files);
  return row!.value;
}

describeServing('the local disk', async () => ({
  async stored(server) {
    const root = path.join(server.config.dataDir, 'files');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  },
  // This process's open file descriptors under the files folder.
  async openDownloads(server) {
    const files = path.join(server.config.dataDir, 'files');
    const descriptors = await readdir('/proc/self/fd');
    const targets = await Promise.all(
      descriptors.map((fd) => readlink(path.join('/proc/self/fd', fd)).catch(() => '')),
    );
    return targets.filter((target) => target.startsWith(`${files}/`)).length;
  },
}));

let s3: TestS3;
afterAll(() => s3?.stop());
describeServing('S3', async () => {
  s3 = await startS3Server();
  return {
    config: { s3: s3.config },
    stored: () => s3.objects(),
    async openDownloads(server) {
      // The bytes are in the bucket, none on this server's disk.
      expect(await readdir(path.join(server.config.dataDir, 'files')).catch(() => [])).toEqual([]);
      return s3.inFlight();
    },
  };
});
