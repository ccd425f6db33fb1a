import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** A code lives 10 minutes and survives 5 tries (FLEET.md). */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;

// Codes are only 6 digits, so the hash is deliberately slow (about 16 MiB and some ms a try): guessing a
// code offline from a copy of the table then takes hours, while the code is dead after 10 minutes.
const PARAMETERS = { N: 2 ** 14, r: 8, p: 1, maxmem: 32 * 1024 * 1024 };

function derive(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(code, salt, 32, PARAMETERS, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Six random digits, `000000` to `999999`. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** `salt$hash`, both base64url. */
export async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('base64url')}$${(await derive(code, salt)).toString('base64url')}`;
}

export async function codeMatches(code: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(code, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
