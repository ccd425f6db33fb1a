import { describe, expect, it } from 'vitest';
import { bundle as bundleOf } from './test/bundle';

/** The minified bundle of an app that imports `names` from the kit's entry point. */
const bundle = (names: string[]) => bundleOf('./index.ts', names);

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
