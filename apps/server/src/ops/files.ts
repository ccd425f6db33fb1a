import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The storage keys of the files under a `LocalDiskStorage` root, sorted; its `.tmp` folder (uploads in
 * progress) is left out. A missing root has none.
 */
export async function listStoredFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => !key.startsWith('.tmp/'))
    .sort();
}

/** A pass-through that hashes what flows through it; `digest()` once it has ended. */
export function sha256Stream(): Transform & { digest(): string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return Object.assign(stream, { digest: () => hash.digest('hex') });
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) hash.update(chunk);
  });
  return hash.digest('hex');
}
