import { createHash } from 'node:crypto';

/**
 * The bearer token of `POST /api/revalidate`, derived from NEXTAUTH_SECRET so that no other secret
 * needs setting up; scripts/start.mjs derives the same.
 */
export function revalidateToken(nextAuthSecret: string): string {
  return createHash('sha256').update(`portal-revalidate:${nextAuthSecret}`).digest('base64url');
}
