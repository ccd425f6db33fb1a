import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { lockPgliteFolder } from './pglite-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pglite-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('lockPgliteFolder', () => {
  const folder = () => path.join(dir, 'pglite');
  const lockFile = () => `${folder()}.lock`;

  it('holds the folder with this pid and lets it go on release', async () => {
    const release = await lockPgliteFolder(folder());
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    await release();
    await expect(readFile(lockFile(), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('refuses while a live process holds it, naming the process and DATABASE_URL', async () => {
    // The parent of this test process is alive and is not us.
    await writeFile(lockFile(), `${process.ppid}\n`);
    const error = await lockPgliteFolder(folder()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`in use by process ${process.ppid}`);
    expect((error as Error).message).toContain('DATABASE_URL');
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.ppid));
  });

  it('takes over the lock of a process that is gone', async () => {
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    await writeFile(lockFile(), `${gone}\n`);
    const release = await lockPgliteFolder(folder());
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    await release();
  });
});
