import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../core/database/client';
import { http } from '../../test/http';
import { digestAll, type EmbeddedInstallation, hashAll, startEmbeddedInstallation } from '../test-support';
import { readArchive } from './archive';
import { backupDataDir } from './backup';
import { MANIFEST_NAME, type Manifest } from './manifest';
import { restoreBackup } from './restore';

let installation: EmbeddedInstallation;
let work: string;
beforeAll(async () => {
  installation = await startEmbeddedInstallation();
  work = await mkdtemp(path.join(tmpdir(), 'backups-'));
  await installation.upload('image', 3);
  await installation.upload('file', 200_000);
  await installation.upload('file', 0);
});
afterAll(async () => {
  await installation.remove();
  await rm(work, { recursive: true, force: true });
});

/** Opens a restored data folder's database just long enough to digest every table. */
async function digestFolder(dataDir: string) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    return await digestAll(database.pglite!);
  } finally {
    await database.close();
  }
}

/** Copies an archive entry by entry, letting `change` replace an entry's bytes or the manifest. */
async function rewriteArchive(
  from: string,
  to: string,
  change: { file?: (name: string, bytes: Buffer) => Buffer; manifest?: (manifest: Manifest) => Manifest },
) {
  const out = pack();
  const written = pipeline(out, createGzip(), createWriteStream(to));
  for await (const entry of readArchive(from)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let bytes: Buffer = Buffer.concat(chunks);
    if (entry.header.name === MANIFEST_NAME && change.manifest) {
      bytes = Buffer.from(JSON.stringify(change.manifest(JSON.parse(bytes.toString('utf8')))));
    } else if (change.file) {
      bytes = change.file(entry.header.name, bytes);
    }
    out.entry({ ...entry.header, size: entry.header.type === 'file' ? bytes.length : 0 }, bytes);
  }
  out.finalize();
  await written;
}

// Each test archives and restores a whole installation: on a busy machine that takes well over 20 s.
describe('backup and restore of the embedded installation', { timeout: 90_000 }, () => {
  let archive: string;

  it('takes the backup from the running server and restores every row and file into an empty folder', async () => {
    archive = path.join(work, 'quiet.tar.gz');
    const manifest = await backupDataDir({ dataDir: installation.dataDir, file: archive });
    expect(manifest.taken).toBe('server');
    expect(manifest.files).toHaveLength(3);
    expect(manifest.database.rows.files).toBe(3);
    expect(manifest.database.lastMigration?.tag).toMatch(/^\d{4}_/);

    const restored = path.join(work, 'restored');
    await restoreBackup({ archive, dataDir: restored });
    expect(await hashAll(path.join(restored, 'files'))).toEqual(
      await hashAll(path.join(installation.dataDir, 'files')),
    );
    expect(await digestFolder(restored)).toEqual(await digestAll(installation.database.pglite!));
  });

  it('is consistent while requests write: the counts taken are those of the dumped database', async () => {
    const api = http(installation.server.url);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const response = await api.post(
          '/api/v2/auth/signup',
          { email: `busy-${written}@example.com`, password: 'User-password-1' },
          installation.fixture.headers.public,
        );
        expect(response.status).toBe(201);
        written++;
      }
    })();
    const busy = path.join(work, 'busy.tar.gz');
    while (written < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = written;
    await backupDataDir({ dataDir: installation.dataDir, file: busy });
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(before);
    // restoreBackup compares every table's count in the restored folder with the manifest's.
    await restoreBackup({ archive: busy, dataDir: path.join(work, 'restored-busy') });
  });

  it('refuses a folder that is not empty, and leaves it as it was', async () => {
    const target = path.join(work, 'not-empty');
    await mkdir(target);
    await writeFile(path.join(target, 'keep.txt'), 'mine');
    await expect(restoreBackup({ archive, dataDir: target })).rejects.toThrow(/is not empty/);
    expect(await readdir(target)).toEqual(['keep.txt']);
  });

  it('refuses a tampered archive and leaves the folder empty', async () => {
    const tampered = path.join(work, 'tampered.tar.gz');
    await rewriteArchive(archive, tampered, {
      file: (name, bytes) =>
        name.startsWith('files/') && bytes.length > 1000 ? Buffer.concat([bytes, Buffer.from('x')]) : bytes,
    });
    const target = path.join(work, 'from-tampered');
    await expect(restoreBackup({ archive: tampered, dataDir: target })).rejects.toThrow(/sha256 differs/);
    expect(await readdir(target)).toEqual([]);

    const miscounted = path.join(work, 'miscounted.tar.gz');
    await rewriteArchive(archive, miscounted, {
      manifest: (manifest) => ({
        ...manifest,
        database: { ...manifest.database, rows: { ...manifest.database.rows, files: 4 } },
      }),
    });
    await expect(restoreBackup({ archive: miscounted, dataDir: target })).rejects.toThrow(
      /files: 3 rows, the manifest says 4/,
    );
    expect(await readdir(target)).toEqual([]);
  });

  it('refuses an archive whose database is at a migration newer than the code, before writing anything', async () => {
    const newer = path.join(work, 'newer.tar.gz');
    await rewriteArchive(archive, newer, {
      manifest: (manifest) => ({
        ...manifest,
        database: { ...manifest.database, lastMigration: { tag: '9999_future', when: Date.now() * 2 } },
      }),
    });
    const target = path.join(work, 'from-newer');
    await expect(restoreBackup({ archive: newer, dataDir: target })).rejects.toThrow(
      /9999_future, newer than this code/,
    );
    expect(await readdir(target)).toEqual([]);
  });

  it('opens the folder itself when no server runs', async () => {
    const before = await digestAll(installation.database.pglite!);
    await installation.stop();
    expect(existsSync(path.join(installation.dataDir, 'pglite.sock'))).toBe(false);
    const offline = path.join(work, 'offline.tar.gz');
    const manifest = await backupDataDir({ dataDir: installation.dataDir, file: offline });
    expect(manifest.taken).toBe('folder');
    const restored = path.join(work, 'restored-offline');
    await restoreBackup({ archive: offline, dataDir: restored });
    expect(await digestFolder(restored)).toEqual(before);
  });
});
