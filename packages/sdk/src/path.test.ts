import { describe, expect, it } from 'vitest';
import { path } from './path';

describe('path', () => {
  it('encodes each interpolated value as one segment', () => {
    expect(path`/project/${'a/b?c#d'}/customType/${42}`).toBe('/project/a%2Fb%3Fc%23d/customType/42');
  });

  it('keeps a path without values as it is', () => {
    expect(path`/auth/self`).toBe('/auth/self');
  });
});
