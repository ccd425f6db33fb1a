import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectFixture, type ProjectFixture } from '../../test/fixtures';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/server';
import { gif, jpeg, ooxml, pdf, png, webp } from './samples';
import { OOXML_TYPES } from './sniff';
import { files } from './tables';

const MB = 1024 * 1024;

let server: TestServer;
let fixture: ProjectFixture;
let api: ReturnType<typeof http>;
beforeAll(async () => {
  server = await startTestServer();
  api = http(server.url);
  fixture = await createProjectFixture(server);
});
afterAll(() => server.close());

function form(bytes: Uint8Array, name: string, field = 'file') {
  const body = new FormData();
  body.append('note', 'fields other than the file are ignored');
  body.append(field, new Blob([bytes]), name);
  return body;
}

const upload = (
  kind: 'file' | 'image',
  bytes: Uint8Array,
  name: string,
  headers: Record<string, string> = fixture.headers.public,
) => api.post(`/api/v2/${kind}/upload`, form(bytes, name), headers);

/** Every stored file on disk, temporary ones included. */
async function filesOnDisk(): Promise<string[]> {
  const root = path.join(server.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function rowCount(): Promise<number> {
  const [row] = await server.database.db.select({ value: count() }).from(files);
  return row!.value;
}

/** Runs `act`, then expects no new row and no new file on disk (nor a leftover temporary file). */
async function expectNothingStored(act: () => Promise<void>) {
  const [rowsBefore, diskBefore] = await Promise.all([rowCount(), filesOnDisk()]);
  await act();
  expect(await rowCount()).toBe(rowsBefore);
  expect(await filesOnDisk()).toEqual(diskBefore);
}

describe('uploading', () => {
  it.each([
    ['image', png(3, 2), 'pixel.png', 'image/png', { width: 3, height: 2 }],
    ['image', jpeg(640, 480), 'photo.jpeg', 'image/jpeg', { width: 640, height: 480 }],
    ['image', jpeg(40, 30, { metadataBytes: 300_000 }), 'exif.jpg', 'image/jpeg', { width: 40, height: 30 }],
    ['image', gif(32, 16), 'anim.gif', 'image/gif', { width: 32, height: 16 }],
    ['image', webp(1920, 1080, 'VP8'), 'hero.webp', 'image/webp', { width: 1920, height: 1080 }],
    ['file', png(5, 7), 'chart.png', 'image/png', { width: 5, height: 7 }],
    ['file', pdf(), 'invoice.pdf', 'application/pdf', {}],
    ['file', ooxml('word'), 'contract.docx', OOXML_TYPES.word, {}],
    ['file', ooxml('xl'), 'sheet.bin', OOXML_TYPES.xl, {}],
    ['file', Buffer.from('name,city\nნინო,თბილისი\n'), 'people.csv', 'text/csv', {}],
    ['file', Buffer.from('just words'), 'notes.txt', 'text/plain', {}],
  ] as const)('stores a %s upload %#', async (kind, bytes, name, contentType, size) => {
    const response = await upload(kind, bytes, name);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      url: `${server.url}/files/${response.body.id}/${encodeURIComponent(name)}`,
      name,
      contentType,
      size: bytes.length,
      kind,
      ...size,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('takes uploads from end users and the private key too, and records who uploaded', async () => {
    const byUser = await upload('image', png(1, 1), 'me.png', fixture.headers.user);
    const byServer = await upload('file', pdf(), 'report.pdf', fixture.headers.private);
    expect([byUser.status, byServer.status]).toEqual([201, 201]);
    const rows = await server.database.db
      .select({ id: files.id, uploadedBy: files.uploadedBy, projectId: files.projectId })
      .from(files)
      .where(eq(files.projectId, fixture.project.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: byUser.body.id, uploadedBy: `user:${fixture.user.id}`, projectId: fixture.project.id },
        { id: byServer.body.id, uploadedBy: `private:${fixture.project.id}`, projectId: fixture.project.id },
      ]),
    );
  });

  it('keeps only a clean file name', async () => {
    const response = await upload('file', pdf(), '../../etc/\u202Eevil\u0007.pdf');
    expect(response.status).toBe(201);
    expect(response.body.name).toBe('evil.pdf');
  });

  it('counts the project files in the project view', async () => {
    const other = await createProjectFixture(server);
    await upload('file', pdf(), 'a.pdf', other.headers.public);
    await upload('image', png(2, 2), 'b.png', other.headers.user);
    const view = await api.get('/api/v2/project/self', other.headers.public);
    expect(view.body.files).toBe(2);
    const admin = await api.get('/api/v1/project', other.headers.admin);
    expect(admin.body.items).toEqual([expect.objectContaining({ id: other.project.id, files: 2 })]);
  });
});

describe('serving', () => {
  it.each([
    ['image', png(4, 4), 'dot.png', 'image/png', 'inline'],
    ['file', pdf(), 'terms.pdf', 'application/pdf', 'inline'],
    ['file', Buffer.from('a;b\n1;2\n'), 'data.csv', 'text/csv; charset=utf-8', 'attachment'],
    ['file', ooxml('ppt'), 'deck.pptx', OOXML_TYPES.ppt, 'attachment'],
  ] as const)('serves a %s back byte for byte %#', async (kind, bytes, name, contentType, disposition) => {
    const uploaded = await upload(kind, bytes, name);
    const response = await fetch(uploaded.body.url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': contentType,
      'content-length': String(bytes.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': `${disposition}; filename="${name}"; filename*=UTF-8''${name}`,
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('answers an unknown or malformed id with a 404 error body', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await api.get(`/files/${id}/x.png`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    }
  });
});

describe('limits', () => {
  it('accepts a file of exactly the limit', async () => {
    const response = await upload('file', pdf(10 * MB), 'exactly-ten.pdf');
    expect(response.status).toBe(201);
    expect(response.body.size).toBe(10 * MB);
  });

  it('refuses a file of 10 MB + 1 byte with 413 and stores nothing', async () => {
    await expectNothingStored(async () => {
      const response = await upload('file', pdf(10 * MB + 1), 'big.pdf');
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The file is larger than the limit of 10 MB',
      });
    });
  });

  it('refuses 10 MB + 1 byte sent without Content-Length while it streams, storing nothing', async () => {
    await expectNothingStored(async () => {
      const { body, contentType } = rawMultipart([
        { field: 'file', filename: 'big.pdf', bytes: pdf(10 * MB + 1) },
      ]);
      const response = await fetch(`${server.url}/api/v2/file/upload`, {
        method: 'POST',
        headers: { ...fixture.headers.public, 'content-type': contentType },
        body: chunked(body),
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(response.headers.get('content-length')).not.toBeNull(); // answered, not cut off
      expect(((await response.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
    });
  });

  it('refuses at once a request whose Content-Length is already over the limit', async () => {
    await expectNothingStored(async () => {
      const response = await upload('image', Buffer.alloc(6 * MB), 'big.png');
      expect(response.status).toBe(413);
      expect(response.body.message).toBe('The image is larger than the limit of 5 MB');
    });
  });

  it('refuses an image of 5 MB + 1 byte with 413', async () => {
    const image = Buffer.concat([png(10, 10), Buffer.alloc(5 * MB + 1 - png(10, 10).length)]);
    await expectNothingStored(async () => {
      const response = await upload('image', image, 'huge.png');
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The image is larger than the limit of 5 MB',
      });
    });
  });
});

describe('content checks', () => {
  it('refuses text named .png on the image route with 415 NOT_AN_IMAGE', async () => {
    await expectNothingStored(async () => {
      const response = await upload('image', Buffer.from('I am not a picture'), 'x.png');
      expect(response.status).toBe(415);
      expect(response.body.code).toBe('NOT_AN_IMAGE');
      expect(response.body.message).toContain('text/plain');
    });
  });

  it('refuses a PDF and an SVG on the image route', async () => {
    const asPdf = await upload('image', pdf(), 'scan.png');
    const asSvg = await upload('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg');
    expect([asPdf.body.code, asSvg.body.code]).toEqual(['NOT_AN_IMAGE', 'NOT_AN_IMAGE']);
    expect(asSvg.body.message).toContain('image/svg+xml');
  });

  it('refuses unknown binary data with 415 naming what was detected', async () => {
    await expectNothingStored(async () => {
      const response = await upload('file', Buffer.from([0xde, 0xad, 0xbe, 0xef, 0, 0, 1, 2]), 'data.csv');
      expect(response.status).toBe(415);
      expect(response.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(response.body.message).toContain('unrecognised binary data');
    });
    const executable = await upload(
      'file',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]),
      'setup.pdf',
    );
    expect(executable.status).toBe(415);
    expect(executable.body.message).toContain('executable');
  });

  it('refuses a large unknown file as soon as its first bytes are in', async () => {
    await expectNothingStored(async () => {
      const response = await upload('file', Buffer.alloc(8 * MB, 0xfe), 'blob.bin');
      expect(response.status).toBe(415);
    });
  });

  it('refuses text that turns binary after its first bytes', async () => {
    const bytes = Buffer.concat([Buffer.alloc(200_000, 'a'), Buffer.from([0xff, 0])]);
    await expectNothingStored(async () => {
      const response = await upload('file', bytes, 'log.txt');
      expect(response.status).toBe(415);
      expect(response.body.message).toContain('binary data after a text start');
    });
  });

  it('refuses an empty file with 400', async () => {
    const response = await upload('file', Buffer.alloc(0), 'empty.txt');
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([expect.objectContaining({ path: 'file', rule: 'too_small' })]);
  });
});

describe('request shape', () => {
  it('answers a missing `file` field with 400 VALIDATION_FAILED naming it', async () => {
    const onlyFields = new FormData();
    onlyFields.append('title', 'no file here');
    const wrongField = form(pdf(), 'a.pdf', 'upload');
    const json = await api.post('/api/v2/file/upload', { file: 'abc' }, fixture.headers.public);
    const empty = await api.post('/api/v2/file/upload', undefined, fixture.headers.public);
    for (const response of [
      await api.post('/api/v2/file/upload', onlyFields, fixture.headers.public),
      await api.post('/api/v2/image/upload', wrongField, fixture.headers.public),
      json,
      empty,
    ]) {
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.fields).toEqual([expect.objectContaining({ path: 'file', rule: 'required' })]);
    }
  });

  it('answers two files with 400 and stores neither', async () => {
    const two = form(pdf(), 'one.pdf');
    two.append('file', new Blob([pdf()]), 'two.pdf');
    await expectNothingStored(async () => {
      const response = await api.post('/api/v2/file/upload', two, fixture.headers.public);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Send one file per request',
      });
    });
  });

  it('answers a cut-off multipart body with 400 INVALID_BODY', async () => {
    const { body, contentType } = rawMultipart([{ field: 'file', filename: 'a.pdf', bytes: pdf() }]);
    const response = await api.post(
      '/api/v2/file/upload',
      body.subarray(0, body.length - 20).toString('latin1'),
      {
        ...fixture.headers.public,
        'content-type': contentType,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INVALID_BODY');
  });

  it('leaves no file and no row when the client aborts half-way', async () => {
    await expectNothingStored(async () => {
      const { body, contentType } = rawMultipart([
        { field: 'file', filename: 'big.pdf', bytes: pdf(4 * MB) },
      ]);
      const url = new URL('/api/v2/file/upload', server.url);
      const request = httpRequest(url, {
        method: 'POST',
        headers: { ...fixture.headers.public, 'content-type': contentType, 'content-length': body.length },
      });
      request.on('error', () => {});
      request.write(body.subarray(0, 2 * MB));
      // The upload is under way: its bytes go to a temporary file...
      await eventually(async () =>
        expect((await filesOnDisk()).some((file) => file.includes('.tmp'))).toBe(true),
      );
      request.destroy();
      // ...which goes away with the connection.
      await eventually(async () =>
        expect(await filesOnDisk()).not.toContainEqual(expect.stringContaining('.tmp')),
      );
    });
  });

  it('answers a caller without credentials with 401 and an admin session with 403', async () => {
    const anonymous = await api.post('/api/v2/image/upload', form(png(1, 1), 'a.png'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    const admin = await api.post('/api/v2/file/upload', form(pdf(), 'a.pdf'), fixture.headers.admin);
    expect(admin.status).toBe(403);
    expect(admin.body.code).toBe('CALLER_NOT_ALLOWED');
  });
});

describe('OpenAPI', () => {
  it('documents the multipart upload and the binary download', async () => {
    const document = (await api.get('/openapi.json')).body;
    const uploadOperation = document.paths['/api/v2/image/upload'].post;
    // The body is validated after the multipart stream is read, so the schema admits none (3.1: anyOf null).
    const uploadSchema = uploadOperation.requestBody.content['multipart/form-data'].schema;
    const formSchema = uploadSchema.anyOf?.find((variant: { type?: string }) => variant.type === 'object');
    expect((formSchema ?? uploadSchema).properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(uploadOperation.responses['201'].content['application/json'].schema.$ref).toContain(
      'UploadedFile',
    );
    expect(document.paths['/files/{id}/{name}'].get.responses['200']).toBeDefined();
  });
});

async function eventually(check: () => Promise<void>, timeoutMs = 5000) {
  for (const started = Date.now(); ; ) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** A multipart/form-data body built by hand, for requests fetch's FormData cannot make. */
function rawMultipart(parts: { field: string; filename: string; bytes: Buffer }[]) {
  const boundary = `----test${randomUUID()}`;
  const body = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      part.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A request body stream (sent chunked: no Content-Length). */
function chunked(bytes: Buffer): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}
