import { open, readFile, rename, unlink } from 'node:fs/promises';
import { ConfigError } from '../config';

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. The first
 * one holds `<folder>.lock` with its pid, made with an exclusive create; a lock whose process is gone (a
 * crash, SIGKILL) is taken over. Resolves with the release, which removes the lock if it is still ours.
 *
 * @throws ConfigError naming DATABASE_URL when a live process holds the folder.
 */
export async function lockPgliteFolder(folder: string): Promise<() => Promise<void>> {
  const lockFile = `${folder}.lock`;
  const release = async () => {
    if ((await readPid(lockFile)) === process.pid) await unlink(lockFile).catch(() => {});
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readPid(lockFile);
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
      throw new ConfigError([
        `DATA_DIR: the embedded database in ${folder} is in use by process ${holder}. PGlite serves one process: stop that one, or set DATABASE_URL (PostgreSQL) to run several server processes or instances.`,
      ]);
    }
    // Stale (or our own pid from an earlier life, as pid 1 in a container): move it aside atomically, so
    // of two processes taking over at once only one succeeds and the other finds the new lock.
    const aside = `${lockFile}.stale-${process.pid}`;
    try {
      await rename(lockFile, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      continue;
    }
    if ((await readPid(aside)) !== holder) {
      // Another process took it over between our read and our move: that lock is live, put it back.
      await rename(aside, lockFile).catch(() => {});
      continue;
    }
    await unlink(aside).catch(() => {});
  }
  throw new ConfigError([`DATA_DIR: could not take the lock ${lockFile}; another process keeps taking it`]);
}

async function readPid(file: string): Promise<number | undefined> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
