import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../core/storage/storage';
import { CommandError } from '../cli';
import { listStoredFiles, sha256OfFile, sha256Stream } from '../files';

export type FilesResult = {
  count: number;
  bytes: number;
  /** Files whose bytes read back from the target have the source's size and sha256. */
  equal: number;
  /** Keys that differ after the copy (or could not be read back). */
  different: string[];
};

/**
 * Puts every file of a local-disk storage root into `target` under the same key, then reads each one
 * back from the target and compares its size and sha256 with the source's. The source is only read.
 * Putting a key again overwrites it with the same bytes (keys are unique per file, files never change),
 * so a run after a failed one is safe.
 */
export async function copyFiles(
  root: string,
  target: Storage,
  onProgress?: (done: number, total: number) => void,
): Promise<FilesResult> {
  const keys = await listStoredFiles(root);
  const result: FilesResult = { count: keys.length, bytes: 0, equal: 0, different: [] };
  for (const [index, key] of keys.entries()) {
    const file = path.join(root, ...key.split('/'));
    const sha256 = await sha256OfFile(file);
    let size: number;
    try {
      ({ size } = await target.put(key, createReadStream(file)));
    } catch (error) {
      if (error instanceof TypeError && error.message.startsWith('Invalid storage key')) {
        throw new CommandError(
          `${file} is not a file the server stored (${error.message}): move it out of ${root} and run again`,
        );
      }
      throw error;
    }
    result.bytes += size;
    if (await readsBackEqual(target, key, { size, sha256 })) result.equal++;
    else result.different.push(key);
    onProgress?.(index + 1, keys.length);
  }
  return result;
}

async function readsBackEqual(
  target: Storage,
  key: string,
  expected: { size: number; sha256: string },
): Promise<boolean> {
  const stored = await target.get(key);
  if (!stored) return false;
  const hash = sha256Stream();
  let size = 0;
  await pipeline(stored, hash, async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) size += chunk.length;
  });
  return size === expected.size && hash.digest() === expected.sha256;
}
