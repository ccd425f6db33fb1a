import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk';

let root: string;
let storage: LocalDiskStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
  storage = new LocalDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('LocalDiskStorage', () => {
  it('puts, gets and deletes bytes by key', async () => {
    expect(
      await storage.put('project-1/abc', Readable.from([Buffer.from('hello '), Buffer.from('world')])),
    ).toEqual({
      size: 11,
    });
    expect(await text((await storage.get('project-1/abc'))!)).toBe('hello world');
    await storage.delete('project-1/abc');
    expect(await storage.get('project-1/abc')).toBeUndefined();
    await storage.delete('project-1/abc'); // a missing key is fine
  });

  it('leaves nothing behind when the stream fails half-way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(100_000, 1);
        throw new Error('client went away');
      })(),
    );
    await expect(storage.put('project-1/broken', failing)).rejects.toThrow('client went away');
    expect(await storage.get('project-1/broken')).toBeUndefined();
    expect(await filesUnder(path.join(root, '.tmp'))).toEqual([]);
  });

  it('refuses keys that could leave its folder or hit its temporary files', async () => {
    for (const key of ['../outside', '/absolute', 'a/../../b', '.tmp/x', 'a//b', 'a\\b', '']) {
      await expect(storage.put(key, Readable.from([]))).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
    }
  });
});
