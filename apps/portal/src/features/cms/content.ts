import 'server-only';
import { ClientError } from '@fuel/sdk';
import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { cached } from './cached';
import { type CmsLink, cmsLink } from './links';
import { platform } from './platform';
import {
  businessCardBlockData,
  footerData,
  navigationData,
  pageData,
  type StationData,
  stationData,
} from './schemas';

/** An entry as pages get it: the slug it is addressed by, its checked data and when it was published. */
export type Entry<T> = { id: string; slug: string | null; publishedAt: string; data: T };
export type EntryPage<T> = { items: Entry<T>[]; total: number; page: number; limit: number };

/** Entries per page of the public lists (the demo has four or five of each, so pages show). */
export const LIST_PAGE_SIZE = 3;
/** The most a CMS list answers at once; navigation, footer and stations fit in one. */
const ALL = 200;

function parseEntries<T>(
  schema: z.ZodType<T>,
  items: { id: string; slug: string | null; publishedAt: Date; data: unknown }[],
) {
  return items.flatMap((item): Entry<T>[] => {
    const parsed = schema.safeParse(item.data);
    if (!parsed.success) {
      console.warn(`Skipping a CMS entry that does not fit the portal (${item.id})`, parsed.error.issues);
      return [];
    }
    return [{ id: item.id, slug: item.slug, publishedAt: item.publishedAt.toISOString(), data: parsed.data }];
  });
}

const listPage = cached('list', async (kind: string, locale: string, page: number, limit: number) => {
  const answer = await platform().cms.list(kind, { lang: locale, page, limit });
  return {
    total: answer.total,
    page: answer.page,
    limit: answer.limit,
    items: answer.items.map(({ id, slug, publishedAt, data }) => ({
      id,
      slug,
      publishedAt: publishedAt.toISOString(),
      data,
    })),
  };
});

const oneEntry = cached('entry', async (kind: string, slug: string, locale: string) => {
  try {
    const { id, publishedAt, data } = await platform().cms.get(kind, slug, { lang: locale });
    return { id, slug, publishedAt: publishedAt.toISOString(), data };
  } catch (error) {
    if (ClientError.is(error) && error.status === 404) return null;
    throw error;
  }
});

/** One page of a model's published entries, newest first; entries that do not fit `schema` are left out. */
export async function listEntries<T>(
  kind: string,
  schema: z.ZodType<T>,
  locale: Locale,
  page: number,
  limit = LIST_PAGE_SIZE,
): Promise<EntryPage<T>> {
  const answer = await listPage(kind, locale, page, limit);
  const items = parseEntries(
    schema,
    answer.items.map((item) => ({ ...item, publishedAt: new Date(item.publishedAt) })),
  );
  return { ...answer, items };
}

/** One published entry by slug, or null when there is none (or it does not fit `schema`). */
export async function getEntry<T>(
  kind: string,
  schema: z.ZodType<T>,
  slug: string,
  locale: Locale,
): Promise<Entry<T> | null> {
  // Slugs are lower-case words and dashes; anything else cannot exist, so it costs no request.
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 200) return null;
  const entry = await oneEntry(kind, slug, locale);
  if (!entry) return null;
  const [parsed] = parseEntries(schema, [{ ...entry, publishedAt: new Date(entry.publishedAt) }]);
  return parsed ?? null;
}

export type NavigationLink = { label: string; link: CmsLink };
export type FooterColumn = { title: string; links: NavigationLink[] };

/** The header's links, in the editors' order. */
export async function getNavigation(locale: Locale): Promise<NavigationLink[]> {
  const { items } = await listEntries('navigation', navigationData, locale, 1, ALL);
  return items
    .map(({ data }) => data)
    .sort((a, b) => a.order - b.order)
    .flatMap(({ label, href }) => {
      const link = cmsLink(href);
      return link ? [{ label, link }] : [];
    });
}

/** The footer's columns by column number, their links in order. */
export async function getFooter(locale: Locale): Promise<FooterColumn[]> {
  const { items } = await listEntries('footer', footerData, locale, 1, ALL);
  const columns = new Map<number, FooterColumn>();
  for (const { data } of [...items].sort(
    (a, b) => a.data.column - b.data.column || a.data.order - b.data.order,
  )) {
    const link = cmsLink(data.href);
    if (!link) continue;
    const column = columns.get(data.column) ?? { title: data.columnTitle, links: [] };
    column.links.push({ label: data.label, link });
    columns.set(data.column, column);
  }
  return [...columns.values()];
}

export async function getBusinessCardBlock(locale: Locale) {
  const { items } = await listEntries('business-card-block', businessCardBlockData, locale, 1, 1);
  return items[0]?.data ?? null;
}

export async function getPage(slug: string, locale: Locale) {
  return (await getEntry('page', pageData, slug, locale))?.data ?? null;
}

const allStations = cached('stations', async () => {
  const { items } = await platform().cms.list('station', { limit: ALL });
  return items.map(({ data }) => data);
});

/** Every station with its texts in every language (a CMS list without ?lang). */
export async function getStations(): Promise<StationData[]> {
  return (await allStations()).flatMap((data) => {
    const parsed = stationData.safeParse(data);
    return parsed.success ? [parsed.data] : [];
  });
}

export type FuelPrice = {
  id: string;
  title: string;
  description: string;
  amount: number;
  currency: string;
  unit: string;
};

const fuelItems = cached('fuel-prices', async (locale: string) => {
  const { items } = await platform().items.search({
    typeIn: ['fuel'],
    sort: 'price',
    order: 'asc',
    limit: 50,
    lang: locale,
  });
  return items.map(
    (item): FuelPrice => ({
      id: item.id,
      title: item.title,
      description: item.description,
      amount: item.price.amount,
      currency: item.price.currency,
      unit: item.unit,
    }),
  );
});

/** The fuels on sale with their current unit prices (minor units), cheapest first. */
export function getFuelPrices(locale: Locale): Promise<FuelPrice[]> {
  return fuelItems(locale);
}

/**
 * Content a page can live without: the platform being down or slow shows the page's "unavailable"
 * note instead of an error page. The failure is logged for the operators.
 */
export async function optional<T>(load: Promise<T>, what: string): Promise<T | undefined> {
  try {
    return await load;
  } catch (error) {
    // `next build` prerenders without the platform; pages built then are refreshed at their first revalidation.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      console.error(`Platform content unavailable: ${what}`, ClientError.is(error) ? error.code : error);
    }
    return undefined;
  }
}
