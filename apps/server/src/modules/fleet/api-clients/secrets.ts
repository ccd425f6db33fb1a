import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Client secrets and access tokens: 256 random bits, kept only as their SHA-256. A secret this strong
// needs no slow password hash (nothing to guess), and a hash lookup reveals nothing of the secret.

/** A new secret or token: a prefix telling what it is, then 43 base64url characters. */
export const newSecret = (prefix: 'fcs' | 'fat') => `${prefix}_${randomBytes(32).toString('base64url')}`;

export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether `secret` hashes to `hash`, compared in constant time. */
export function matches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashOf(secret), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
