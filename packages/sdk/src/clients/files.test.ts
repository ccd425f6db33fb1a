import {
  createProjectFixture,
  type ProjectFixture,
  startTestServer,
  type TestServer,
} from '@fuel/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientError, recordingFetch } from '../test/support';
import { ProjectClient } from './project';

// A 1×1 PNG.
const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const LIMIT_MB = 0.05; // 51 200 bytes, for both routes

let server: TestServer;
let fixture: ProjectFixture;
let client: ProjectClient;
beforeAll(async () => {
  server = await startTestServer({ config: { maxFileMb: LIMIT_MB, maxImageMb: LIMIT_MB } });
  fixture = await createProjectFixture(server);
  client = new ProjectClient({ url: server.url, projectKey: fixture.project.apiKey });
});
afterAll(() => server.close());

describe('ProjectClient uploads', () => {
  it('uploads an image from a Blob with a file name, as multipart `file`', async () => {
    const recorder = recordingFetch();
    const uploader = new ProjectClient({
      url: server.url,
      projectKey: fixture.project.apiKey,
      fetch: recorder.fetch,
    });
    const uploaded = await uploader.files.uploadImage(new Blob([png]), 'pixel.png');
    expect(recorder.requests).toEqual(['GET /api/v2/project/self', 'POST /api/v2/image/upload']);
    expect(uploaded).toMatchObject({
      name: 'pixel.png',
      kind: 'image',
      contentType: 'image/png',
      width: 1,
      height: 1,
    });
    expect(uploaded.size).toBe(png.byteLength);
    expect(uploaded.createdAt).toBeInstanceOf(Date);

    const served = await fetch(uploaded.url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it("uploads a file under the File's own name, or under the name given", async () => {
    const csv = new File(['a,b\n1,2\n'], 'prices.csv', { type: 'text/csv' });
    const own = await client.files.uploadFile(csv);
    expect(own).toMatchObject({ name: 'prices.csv', kind: 'file', contentType: 'text/csv', size: 8 });
    const renamed = await client.files.uploadFile(csv, 'march.csv');
    expect(renamed.name).toBe('march.csv');
    expect(renamed.id).not.toBe(own.id);
  });

  it('refuses an upload over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = new Uint8Array(LIMIT_MB * 1024 * 1024 + 1024).fill(0x61); // text, over the limit
    const file = await clientError(client.files.uploadFile(new Blob([big]), 'big.txt'));
    expect([file.status, file.code, file.isNetworkError]).toEqual([413, 'PAYLOAD_TOO_LARGE', false]);

    const image = await clientError(client.files.uploadImage(new Blob([png, big]), 'big.png'));
    expect([image.status, image.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('refuses the wrong type with 415: not an image, or content no route takes', async () => {
    const text = await clientError(client.files.uploadImage(new Blob(['just text']), 'fake.png'));
    expect([text.status, text.code]).toEqual([415, 'NOT_AN_IMAGE']);

    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const script = await clientError(
      client.files.uploadFile(new Blob([svg], { type: 'image/svg+xml' }), 'x.svg'),
    );
    expect([script.status, script.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('fails with 401 INVALID_PROJECT_KEY for the private key used as the project key', async () => {
    const wrong = new ProjectClient({ url: server.url, projectKey: fixture.project.privateApiKey });
    const error = await clientError(wrong.files.uploadImage(new Blob([png]), 'pixel.png'));
    expect([error.status, error.code]).toEqual([401, 'INVALID_PROJECT_KEY']);
  });
});
