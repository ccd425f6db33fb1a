import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The minified bundle of an app that imports `names` from the kit's entry point. */
async function bundle(names: string[]): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { ${names.join(', ')} } from './index.ts'; globalThis.kit = { ${names.join(', ')} };`,
      resolveDir: import.meta.dirname,
      sourcefile: 'app.ts',
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    absWorkingDir: path.resolve(import.meta.dirname, '..'),
  });
  return result.outputFiles[0]!.text;
}

// Each client is a composition root: importing one must not pull in the services of the others.
describe('bundles', () => {
  it('an end-user app carries no admin, project-key or private-key code', async () => {
    const code = await bundle(['UserClient', 'ClientError']);
    expect(code).toContain('/auth/self/updatePassword');
    for (const adminOnly of [
      'updateProject',
      '/keys/rotate',
      'Session ID or email',
      '/provider/',
      '/auth/signup',
    ]) {
      expect(code).not.toContain(adminOnly);
    }
  });

  it('an admin app does carry the admin code (the checks above can see it)', async () => {
    const code = await bundle(['AdminClient']);
    for (const adminOnly of ['updateProject', '/keys/rotate', 'Session ID or email', '/provider/']) {
      expect(code).toContain(adminOnly);
    }
  });

  it('an app with the project key carries no admin or end-user code', async () => {
    const code = await bundle(['ProjectClient']);
    expect(code).toContain('/auth/signup');
    for (const other of ['updateProject', 'Session ID or email', '/auth/self/update']) {
      expect(code).not.toContain(other);
    }
  });
});
