import { z } from 'zod';

/** Shared zod pieces for every module's schemas. */
export const uuid = z.uuid();
export const timestamp = z.date().describe('ISO 8601 timestamp with milliseconds');
export const calendarDate = z.iso.date().describe('Calendar date, YYYY-MM-DD');
export const email = z
  .email()
  .max(254)
  .transform((value) => value.trim().toLowerCase());
export const password = z.string().min(8).max(128);
export const metadata = z.record(z.string(), z.unknown());

/** `{ en, ka, ... }`: text in each of the project's languages. */
export const localizedText = z.record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/), z.string());

/** `?limit=&page=` of every list (conventions: limit 20 by default, at most 200). */
export const pagination = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(20),
  page: z.coerce.number().int().min(1).default(1),
});
export type Pagination = z.infer<typeof pagination>;

/** `{ items, total, page, limit }`. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export const idParams = z.object({ id: uuid });
export const noContent = z.null().describe('No content');

/**
 * An update body must change something: `{}` (or a body of unknown keys only, which are dropped) is a
 * 400 naming the fields it may hold, not an update of nothing.
 */
export function someOf<T extends z.ZodObject>(schema: T) {
  const names = Object.keys(schema.shape);
  return schema.refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: `Send at least one of ${names.join(', ')}`,
  });
}
