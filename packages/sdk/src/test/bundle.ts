import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const sdk = path.resolve(import.meta.dirname, '../..');

/**
 * The minified browser bundle of an app that imports `names` from `entry` (a path under src/, e.g.
 * `./index.ts`), or everything it exports when `names` is `'*'`. `external` packages stay out.
 */
export async function bundle(entry: string, names: string[] | '*', external: string[] = []): Promise<string> {
  const contents =
    names === '*'
      ? `import * as kit from '${entry}'; globalThis.kit = kit;`
      : `import { ${names.join(', ')} } from '${entry}'; globalThis.kit = { ${names.join(', ')} };`;
  return bundleApp(contents, external);
}

/** The minified browser bundle of an app's `contents` (imports relative to src/). */
export async function bundleApp(contents: string, external: string[] = []): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: path.join(sdk, 'src'), sourcefile: 'app.ts', loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external,
    absWorkingDir: sdk,
  });
  return result.outputFiles[0]!.text;
}

/** Bytes of `code` gzipped at the highest level, as a CDN would serve it. */
export function gzipSize(code: string): number {
  return gzipSync(code, { level: 9 }).length;
}
