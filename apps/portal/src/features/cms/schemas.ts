import { z } from 'zod';

/*
 * The portal's reading of the platform's content models (apps/server/src/seed/content-data.ts). The
 * CMS answers `data` as an open record; these schemas check the fields a page shows, so an entry an
 * editor broke is left out rather than breaking the page. Localized fields arrive flattened (?lang=).
 */

const text = z.string();
const optionalText = z.string().optional().catch(undefined);
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const newsData = z.object({
  title: text,
  summary: optionalText,
  body: text,
  category: z.string(),
  date: calendarDate,
});

export const blogPostData = z.object({
  title: text,
  excerpt: optionalText,
  body: text,
  author: text,
  date: calendarDate,
  readingMinutes: z.number().int().positive().optional().catch(undefined),
  tags: z.array(z.string()).default([]).catch([]),
});

export const tenderData = z.object({
  title: text,
  reference: text,
  description: text,
  deadline: calendarDate,
  category: z.string(),
  contactEmail: text,
});

export const pageData = z.object({ title: text, summary: optionalText, body: text });

export const navigationData = z.object({ label: text, href: text, order: z.number() });

export const footerData = z.object({
  column: z.number(),
  columnTitle: text,
  label: text,
  href: text,
  order: z.number(),
});

export const businessCardBlockData = z.object({
  title: text,
  body: text,
  ctaLabel: optionalText,
  ctaHref: optionalText,
});

const localized = z.object({ en: z.string(), ka: z.string() }).partial();

/** Stations are read in every language at once: the city search matches both. */
export const stationData = z.object({
  code: z.string(),
  name: localized,
  city: localized,
  address: localized,
  lat: z.number(),
  lng: z.number(),
  products: z.array(z.string()),
  services: z.array(z.string()).default([]),
  openingHours: localized,
});

export type NewsData = z.infer<typeof newsData>;
export type BlogPostData = z.infer<typeof blogPostData>;
export type TenderData = z.infer<typeof tenderData>;
export type PageData = z.infer<typeof pageData>;
export type BusinessCardBlockData = z.infer<typeof businessCardBlockData>;
export type StationData = z.infer<typeof stationData>;
