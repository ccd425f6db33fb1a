import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeStorageContract } from './contract';
import { LocalDiskStorage } from './local-disk';

describeStorageContract('LocalDiskStorage', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
  // A storage root where a file already is cannot be created or written.
  const blocked = path.join(root, 'blocked');
  await writeFile(blocked, '');
  return {
    storage: new LocalDiskStorage(path.join(root, 'files')),
    unusable: [new LocalDiskStorage(path.join(blocked, 'files'))],
    leftovers: async () => {
      const entries = await readdir(path.join(root, 'files', '.tmp'), { withFileTypes: true }).catch(
        () => [],
      );
      return entries.map((entry) => entry.name);
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});
