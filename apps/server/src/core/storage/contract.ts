import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from './storage';

export type StorageUnderTest = {
  storage: Storage;
  /** Storages configured with a place that is missing or cannot be reached: check() must reject. */
  unusable: Storage[];
  /** Keys of the unfinished or failed uploads the implementation still holds (none after a failed put). */
  leftovers(): Promise<string[]>;
  cleanup(): Promise<void>;
};

const MB = 1024 * 1024;

/**
 * The behaviour every `Storage` promises, declared once and run on each implementation
 * (`local-disk.test.ts`, `s3.test.ts`).
 */
export function describeStorageContract(name: string, setup: () => Promise<StorageUnderTest>) {
  describe(`${name} (storage contract)`, () => {
    let subject: StorageUnderTest;
    let storage: Storage;
    beforeAll(async () => {
      subject = await setup();
      storage = subject.storage;
    });
    afterAll(() => subject.cleanup());

    it('puts, gets and deletes bytes by key; deleting twice is fine', async () => {
      const put = await storage.put(
        'project-1/abc',
        Readable.from([Buffer.from('hello '), Buffer.from('world')]),
      );
      expect(put).toEqual({ size: 11 });
      expect(await text((await storage.get('project-1/abc'))!)).toBe('hello world');
      await storage.delete('project-1/abc');
      expect(await storage.get('project-1/abc')).toBeUndefined();
      await storage.delete('project-1/abc');
      expect(await storage.get('project-1/never-written')).toBeUndefined();
    });

    it('keeps an empty file', async () => {
      expect(await storage.put('project-1/empty', Readable.from([]))).toEqual({ size: 0 });
      expect((await buffer((await storage.get('project-1/empty'))!)).length).toBe(0);
    });

    it('streams a multi-part file (12 MB) in and out, byte for byte, without holding it', async () => {
      const size = 12 * MB + 123;
      const written = createHash('sha256');
      const put = await storage.put('project-1/large', Readable.from(pattern(size, written)));
      expect(put).toEqual({ size });
      const read = createHash('sha256');
      let readBytes = 0;
      await pipeline((await storage.get('project-1/large'))!, async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) {
          readBytes += chunk.length;
          read.update(chunk);
        }
      });
      expect(readBytes).toBe(size);
      expect(read.digest('hex')).toBe(written.digest('hex'));
    });

    it('reads a byte range, also across the parts of a multi-part file', async () => {
      await storage.put('project-1/digits', Readable.from([Buffer.from('0123456789')]));
      expect(await text((await storage.get('project-1/digits', { start: 2, end: 5 }))!)).toBe('2345');
      expect(await text((await storage.get('project-1/digits', { start: 9, end: 9 }))!)).toBe('9');
      expect(await text((await storage.get('project-1/digits', { start: 0, end: 9 }))!)).toBe('0123456789');

      const across = { start: 5 * MB - 3, end: 5 * MB + 4 };
      const bytes = await buffer((await storage.get('project-1/large', across))!);
      expect([...bytes]).toEqual([...expectedBytes(across.start, across.end)]);
    });

    it.each([
      ['small', 100_000],
      ['multi-part', 6 * MB],
    ])(
      'leaves nothing behind when a %s stream fails half-way, and rejects with its error',
      async (_, before) => {
        const failing = Readable.from(
          (async function* () {
            yield* pattern(before);
            throw new Error('client went away');
          })(),
        );
        await expect(storage.put('project-1/broken', failing)).rejects.toThrow('client went away');
        expect(await storage.get('project-1/broken')).toBeUndefined();
        expect(await subject.leftovers()).toEqual([]);
      },
    );

    it('refuses keys that are not server-made', async () => {
      for (const key of ['../outside', '/absolute', 'a/../../b', '.tmp/x', 'a//b', 'a\\b', '']) {
        await expect(storage.put(key, Readable.from([]))).rejects.toThrow('Invalid storage key');
        await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
        await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
      }
    });

    it('check() resolves when usable and rejects when the place is missing or unreachable', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
      expect(subject.unusable.length).toBeGreaterThan(0);
      for (const unusable of subject.unusable) {
        await expect(unusable.check()).rejects.toThrow();
      }
    });
  });
}

/** Byte `i` of the test pattern: not periodic at part boundaries, so a misplaced part shows. */
function byteAt(index: number): number {
  return (index * 31 + Math.floor(index / 65_536)) % 251;
}

function expectedBytes(start: number, end: number): Buffer {
  return Buffer.from(Array.from({ length: end - start + 1 }, (_, offset) => byteAt(start + offset)));
}

/** `size` bytes of the pattern in 64 KiB chunks, made as they are read (fed to `hash` when given). */
function* pattern(size: number, hash?: ReturnType<typeof createHash>): Generator<Buffer> {
  const chunk = 64 * 1024;
  for (let start = 0; start < size; start += chunk) {
    const bytes = Buffer.allocUnsafe(Math.min(chunk, size - start));
    for (let offset = 0; offset < bytes.length; offset++) bytes[offset] = byteAt(start + offset);
    hash?.update(bytes);
    yield bytes;
  }
}
