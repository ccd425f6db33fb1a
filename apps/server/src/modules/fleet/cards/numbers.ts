import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { Conflict, ValidationFailed } from '../../../core/errors';
import { cards } from '../asset-tables';

/** Card numbers: exactly 6 characters (spec §5), upper-case letters and digits without 0/O and 1/I. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CARD_NUMBER = /^[A-Z0-9]{6}$/;

function randomNumber(): string {
  return Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Numbers (of `numbers`) that a card has, or had: a number is never used twice, even after a replacement. */
async function taken(db: Database, numbers: string[]): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  const rows = await db.select({ number: cards.number }).from(cards).where(inArray(cards.number, numbers));
  return new Set(rows.map((row) => row.number));
}

/**
 * The numbers for `count` new cards: the retailer's, checked (one per card, distinct, free), or fresh
 * random ones. The unique index on the number stays the last word when two issues race.
 *
 * @throws ValidationFailed 400 on `cardNumbers` (`count`, `unique`); Conflict 409 `CARD_NUMBER_TAKEN`
 *   naming `cardNumbers.N`.
 */
export async function cardNumbersFor(db: Database, count: number, given?: string[]): Promise<string[]> {
  if (given?.length) {
    if (given.length !== count) {
      throw new ValidationFailed(`Give one number per card: ${count}`, [
        { path: 'cardNumbers', rule: 'count', message: `Expected ${count} card numbers` },
      ]);
    }
    const duplicates = given.flatMap((number, index) =>
      given.indexOf(number) === index
        ? []
        : [{ path: `cardNumbers.${index}`, rule: 'unique', message: 'The same number twice' }],
    );
    if (duplicates.length) throw new ValidationFailed('Card numbers must differ', duplicates);
    const used = await taken(db, given);
    if (used.size) {
      throw new Conflict(
        'A card has this number already',
        given.flatMap((number, index) =>
          used.has(number) ? [{ path: `cardNumbers.${index}`, rule: 'unique', message: 'Taken' }] : [],
        ),
        'CARD_NUMBER_TAKEN',
      );
    }
    return given;
  }
  const fresh = new Set<string>();
  while (fresh.size < count) {
    const candidates = Array.from({ length: count - fresh.size }, randomNumber);
    const used = await taken(db, candidates);
    for (const candidate of candidates) if (!used.has(candidate)) fresh.add(candidate);
  }
  return [...fresh];
}
