import { z } from 'zod';
import { localizedText } from '../../core/schemas';

/** `{ amount, currency }`: an integer of minor units (1250 = 12.50) and an ISO 4217 code. */
export const money = z
  .object({
    amount: z.number().int().describe('Minor units: 1250 means 12.50'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code such as GEL'),
  })
  .meta({ id: 'Money' });
export type Money = z.infer<typeof money>;

export const DEFAULT_CURRENCY = 'GEL';

/** `?lang=ka`: localized fields come back as that language's text instead of `{ en, ka }`. */
export const lang = z
  .string()
  .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Expected a language code such as en or ka')
  .optional()
  .describe("Flattens localized fields to this language's text (English, else the first, if it is missing)");
export const langQuery = z.object({ lang });

/** A localized text as stored, or flattened to one language when the request named one. */
export const localizedOrFlat = z.union([z.string(), localizedText]);

/** A tag of items and profiles (interests): lower-case words, e.g. `fuel`, `diesel`, `car-wash`. */
export const tag = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{N}_-]{0,39}$/u,
    'Expected a lower-case word of at most 40 characters',
  );

export const sortOrder = z.enum(['asc', 'desc']);

/** The text search: a case-insensitive substring of a title or name; empty means none. */
export const textQuery = z.string().trim().max(200).optional();

/**
 * A list filter in a query string: comma-joined values (`typeIn=fuel,card`), the spec's rule. An empty
 * value means no filter.
 */
export function commaList<T extends z.ZodType<unknown, string>>(item: T, description: string) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(200))
    .optional()
    .describe(`${description}; comma-joined`);
}

/** The same filter in a JSON body: an array. */
export function bodyList<T extends z.ZodType>(item: T, description: string) {
  return z.array(item).max(200).optional().describe(description);
}

const SKIP_TOTAL =
  'true: no count runs and `total` is -1 (as PocketBase lists have it), for pages that only go forward';
/** `?skipTotal=true`. */
export const skipTotalQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true')
  .describe(SKIP_TOTAL);
/** `skipTotal` in a JSON body. */
export const skipTotalBody = z.boolean().default(false).describe(SKIP_TOTAL);

/** Pagination in a JSON body (`{ limit, page }`), with the query string's defaults and bounds. */
export const bodyPagination = {
  limit: z.number().int().min(1).max(200).default(20),
  page: z.number().int().min(1).default(1),
};

export type Localized = Record<string, string>;

/** `value` in `lang` (else English, else its first language); `value` itself when no language is asked for. */
export function localize(value: Localized, lang: string | undefined): string | Localized {
  if (!lang) return value;
  return value[lang] ?? value.en ?? Object.values(value)[0] ?? '';
}

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Offset of a page (pages count from 1). */
export function offsetOf({ limit, page }: { limit: number; page: number }): number {
  return (page - 1) * limit;
}
