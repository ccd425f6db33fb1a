import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import { listStoredFiles, sha256Stream } from '../files';
import { MANIFEST_NAME, type Manifest, type ManifestFile, newManifest, parseManifest } from './manifest';
import type { Snapshot } from './snapshot';

/**
 * One archive (tar.gz) shaped like a data folder: `pglite/` (the embedded database's folder), `files/`
 * (the uploaded files, by storage key) and `manifest.json` last. `tar -xzf` alone gives back a DATA_DIR;
 * `npm run restore` also checks it.
 */
export async function writeArchive(
  out: Writable,
  { snapshot, filesRoot, taken }: { snapshot: Snapshot; filesRoot?: string; taken: Manifest['taken'] },
): Promise<Manifest> {
  const archive = pack();
  const written = pipeline(archive, createGzip(), out);
  try {
    await packDatabase(archive, snapshot.dump);
    const files = filesRoot === undefined ? null : await packFiles(archive, filesRoot);
    const manifest = newManifest({ taken, database: snapshot.database, files });
    archive.entry({ name: MANIFEST_NAME, mode: 0o600 }, `${JSON.stringify(manifest, null, 2)}\n`);
    archive.finalize();
    await written;
    return manifest;
  } catch (error) {
    archive.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}

/** PGlite's dump under `pglite/`, without the lock file of the process that was running it. */
async function packDatabase(archive: ReturnType<typeof pack>, dump: Blob): Promise<void> {
  const entries = extract();
  const reading = pipeline(Readable.fromWeb(dump.stream() as ReadableStream), entries);
  for await (const entry of entries) {
    const name = entry.header.name.replace(/^\/+/, '');
    if (name === 'postmaster.pid' || name === '') {
      entry.resume();
      continue;
    }
    const header = { ...entry.header, name: `pglite/${name}` };
    if (header.type === 'directory') {
      archive.entry(header);
      entry.resume();
    } else {
      await pipeline(entry, archive.entry(header));
    }
  }
  await reading;
}

async function packFiles(archive: ReturnType<typeof pack>, root: string): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for (const key of await listStoredFiles(root)) {
    const file = path.join(root, ...key.split('/'));
    const { size, mtime } = await stat(file);
    const hash = sha256Stream();
    await pipeline(
      createReadStream(file),
      hash,
      archive.entry({ name: `files/${key}`, size, mtime, mode: 0o600 }),
    );
    files.push({ key, size, sha256: hash.digest() });
  }
  return files;
}

/** An archive's entries, each with its body, in order; a body must be read or resumed before the next. */
export async function* readArchive(file: string) {
  const entries = extract();
  const reading = pipeline(createReadStream(file), createGunzip(), entries);
  // An error of the file or of gunzip ends the loop through `entries`; this only keeps it from being unhandled.
  reading.catch(() => {});
  yield* entries;
  await reading;
}

/**
 * Reads an archive through to its manifest (also proving the gzip stream and the tar are whole).
 * @throws Error when the archive is unreadable or holds no valid manifest.
 */
export async function readManifest(file: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  for await (const entry of readArchive(file)) {
    if (entry.header.name === MANIFEST_NAME) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
    } else {
      entry.resume();
    }
  }
  if (!manifest) throw new Error(`${file} holds no ${MANIFEST_NAME}: not a backup, or cut short`);
  return manifest;
}

/** Writes an archive to `file` through `file.partial`, so an archive under its final name is complete. */
export async function writeArchiveFile(file: string, write: (out: Writable) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
