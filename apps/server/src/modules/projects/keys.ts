import { randomBytes } from 'node:crypto';

/** Project keys: a readable prefix and 24 random bytes, e.g. `pk_3q2…` (public) or `sk_…` (private). */
export function generateKey(kind: 'public' | 'private'): string {
  return `${kind === 'public' ? 'pk' : 'sk'}_${randomBytes(24).toString('base64url')}`;
}
