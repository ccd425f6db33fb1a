import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mintCsrfCookie } from './csrf-cookie';

describe('the CSRF cookie minted with the page', () => {
  it('has next-auth’s format: a random token and the SHA-256 of the token and the secret', async () => {
    const [token, hash] = (await mintCsrfCookie('a-secret-of-sixteen+')).split('|');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(`${token}a-secret-of-sixteen+`).digest('hex'));
    expect(await mintCsrfCookie('a-secret-of-sixteen+')).not.toContain(token!);
  });
});
