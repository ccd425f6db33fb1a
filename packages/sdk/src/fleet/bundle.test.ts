import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The minified bundle of an app that imports `names` from `entry` (relative to src/). */
async function bundle(entry: string, names: string[]): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { ${names.join(', ')} } from '${entry}'; globalThis.kit = { ${names.join(', ')} };`,
      resolveDir: path.resolve(import.meta.dirname, '..'),
      sourcefile: 'app.ts',
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  return result.outputFiles[0]!.text;
}

// `@fuel/sdk/fleet` is an entry of its own: the platform clients never carry it, nor it them.
describe('the fleet entry point', () => {
  it('carries the fleet calls and none of the platform clients', async () => {
    const code = await bundle('./fleet.ts', ['FleetClient', 'ClientError']);
    expect(code).toContain('/fleet/signup');
    for (const other of ['updateProject', '/auth/self/update', '/auth/signup', 'socket.io']) {
      expect(code).not.toContain(other);
    }
  });

  it('stays out of the main entry point', async () => {
    const code = await bundle('./index.ts', ['AdminClient', 'ProjectClient', 'PrivateClient', 'UserClient']);
    expect(code).not.toContain('/fleet/');
  });
});
