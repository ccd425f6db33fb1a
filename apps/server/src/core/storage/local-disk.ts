import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ByteRange, type Storage } from './storage';

/**
 * Files on the local disk under `root` (the server uses `${DATA_DIR}/files`), one file per key. Bytes are
 * written to `root/.tmp/` first and renamed into place once complete and flushed, so a failed or aborted
 * upload never leaves a half-written file under a key. One process or a shared volume; several servers
 * on separate disks need the S3-compatible storage (`s3.ts`).
 */
export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  async put(key: string, content: Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    const temporary = path.join(this.root, '.tmp', `${randomUUID()}.part`);
    await mkdir(path.dirname(temporary), { recursive: true });
    try {
      const file = await open(temporary, 'wx');
      const out = file.createWriteStream({ flush: true });
      await pipeline(content, out);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temporary, target);
      return { size: out.bytesWritten };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const file = this.pathOf(key);
    try {
      // Opening first turns a missing file into `undefined` rather than a stream that fails later.
      return (await open(file, 'r')).createReadStream(range && { start: range.start, end: range.end });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}
