import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/database/client';
import { uniqueViolation } from '../../core/database/errors';
import { Conflict, NotFound, ValidationFailed } from '../../core/errors';
import type { Invalidation } from '../../core/invalidation';
import type { AuthService } from '../auth/service';
import { createItemPrices } from './item-prices';
import type { Item, ItemStatus } from './item-schemas';
import { createItemSearchQueries } from './item-search-queries';
import { createItemTotals } from './item-totals';
import { DEFAULT_CURRENCY, type Localized, localize } from './shared';
import { items } from './tables';

export type ItemRow = typeof items.$inferSelect;

/** A new item as the service takes it (the create body after validation, defaults filled in or not). */
export type NewItem = {
  sku?: string | null;
  type: string;
  status?: ItemStatus;
  ownerUserId?: string | null;
  title: Localized;
  description?: Localized;
  price: { amount: number; currency?: string };
  unit?: string;
  interests?: string[];
  media?: string[];
  metadata?: Record<string, unknown>;
};
export type ItemChanges = Partial<NewItem>;

export type ItemFilters = {
  query?: string;
  typeIn?: string[];
  statusIn?: ItemStatus[];
  interestsIn?: string[];
  inUserIds?: string[];
  notInUserIds?: string[];
  minPrice?: number;
  maxPrice?: number;
  sort: 'created' | 'price' | 'title';
  order?: 'asc' | 'desc';
  limit: number;
  page: number;
  /** No count: `total` is -1. */
  skipTotal?: boolean;
};

/** Who sees what: the project's key holders and end users see active items only. */
export type ItemAudience = 'admin' | 'public';

/** Rows per INSERT of a batch: 17 columns × 1000 stays far below PostgreSQL's 65 535 parameters. */
const BATCH_SIZE = 1000;

export function createItemService({
  db,
  auth,
  invalidation,
}: {
  db: Database;
  auth: Pick<AuthService, 'getUser'>;
  invalidation: Invalidation;
}) {
  const totals = createItemTotals(invalidation);
  const prices = createItemPrices(db, invalidation);
  const queries = createItemSearchQueries(db);

  /** @throws ValidationFailed when an owner is not an end user of the project. */
  async function checkOwners(projectId: string, ownerIds: (string | null | undefined)[]) {
    // One lookup per distinct owner (the auth service has no batch read; items rarely have many owners).
    const distinct = [...new Set(ownerIds.filter((id): id is string => Boolean(id)))];
    const owners = await Promise.all(distinct.map((id) => auth.getUser(id).catch(() => undefined)));
    if (owners.some((owner) => owner?.projectId !== projectId)) {
      throw new ValidationFailed('The owner is not an end user of this project', [
        { path: 'ownerUserId', rule: 'not_found', message: 'No such end user in this project' },
      ]);
    }
  }

  async function conflictOnSku<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== 'items_project_sku_unique') throw error;
      throw new Conflict('Another item of the project has this sku', [
        { path: 'sku', rule: 'unique', message: 'Another item of the project has this sku' },
      ]);
    }
  }

  async function row(projectId: string, itemId: string, audience: ItemAudience): Promise<ItemRow> {
    const [found] = await db
      .select()
      .from(items)
      .where(and(eq(items.id, itemId), eq(items.projectId, projectId)));
    if (!found || (audience === 'public' && found.status !== 'active')) throw new NotFound('Item');
    return found;
  }

  const service = {
    async create(projectId: string, input: NewItem, lang?: string): Promise<Item> {
      await checkOwners(projectId, [input.ownerUserId]);
      const [created] = await conflictOnSku(() =>
        db.insert(items).values(toValues(projectId, input)).returning(),
      );
      await totals.changed(projectId);
      return view(created!, lang);
    },

    /** Inserts many items in batches inside one transaction (seeding, imports); returns how many. */
    async createMany(projectId: string, inputs: NewItem[]): Promise<number> {
      await checkOwners(
        projectId,
        inputs.map((input) => input.ownerUserId),
      );
      await conflictOnSku(() =>
        db.transaction(async (tx) => {
          for (let start = 0; start < inputs.length; start += BATCH_SIZE) {
            const batch = inputs.slice(start, start + BATCH_SIZE).map((input) => toValues(projectId, input));
            await tx.insert(items).values(batch);
          }
        }),
      );
      await totals.changed(projectId);
      return inputs.length;
    },

    async update(projectId: string, itemId: string, changes: ItemChanges, lang?: string): Promise<Item> {
      const current = await row(projectId, itemId, 'admin');
      if (changes.ownerUserId) await checkOwners(projectId, [changes.ownerUserId]);
      const title = changes.title ?? current.title;
      const [updated] = await conflictOnSku(() =>
        db
          .update(items)
          .set({
            ...(changes.sku !== undefined && { sku: changes.sku }),
            ...(changes.type !== undefined && { type: changes.type }),
            ...(changes.status !== undefined && { status: changes.status }),
            ...(changes.ownerUserId !== undefined && { ownerUserId: changes.ownerUserId }),
            ...(changes.description !== undefined && { description: changes.description }),
            ...(changes.price !== undefined && {
              priceAmount: changes.price.amount,
              priceCurrency: changes.price.currency ?? DEFAULT_CURRENCY,
            }),
            ...(changes.unit !== undefined && { unit: changes.unit }),
            ...(changes.interests !== undefined && { interests: changes.interests }),
            ...(changes.media !== undefined && { media: changes.media }),
            ...(changes.metadata !== undefined && { metadata: changes.metadata }),
            title,
            ...searchColumns(title),
          })
          .where(and(eq(items.id, itemId), eq(items.projectId, projectId)))
          .returning(),
      );
      if (!updated) throw new NotFound('Item');
      await totals.changed(projectId);
      return view(updated, lang);
    },

    async get(projectId: string, itemId: string, audience: ItemAudience, lang?: string): Promise<Item> {
      return view(await row(projectId, itemId, audience), lang);
    },

    /** Rows of the given ids in the project, for pricing an order (one query). */
    async rowsForOrder(projectId: string, itemIds: string[]): Promise<ItemRow[]> {
      if (itemIds.length === 0) return [];
      return db
        .select()
        .from(items)
        .where(and(eq(items.projectId, projectId), inArray(items.id, itemIds)));
    },

    /**
     * The unit prices (minor units) of the project's active items that have one of the skus, by sku:
     * read on every fleet order, changed a few times a day, so kept per server (item-prices.ts).
     */
    activePricesBySku: prices.activeBySku,

    /**
     * A page of the project's items, newest first by default (`item-search-queries.ts`); the total is
     * counted once per filter (`item-totals.ts`), not per page, or not at all with `skipTotal`.
     */
    async search(projectId: string, filters: ItemFilters, audience: ItemAudience, lang?: string) {
      const [rows, total] = await Promise.all([
        queries.page(projectId, filters, audience),
        filters.skipTotal
          ? -1
          : totals.count(projectId, audience, filters, () => queries.count(projectId, filters, audience)),
      ]);
      return {
        items: rows.map((found) => view(found, lang)),
        total,
        page: filters.page,
        limit: filters.limit,
      };
    },
  };
  return service;
}

export type ItemService = ReturnType<typeof createItemService>;

/** The columns behind the text search and the title sort, derived from the title. */
function searchColumns(title: Localized) {
  return {
    searchText: Object.values(title).join(' '),
    sortTitle: (title.en ?? Object.values(title)[0] ?? '').toLowerCase(),
  };
}

function toValues(projectId: string, input: NewItem): typeof items.$inferInsert {
  return {
    projectId,
    sku: input.sku ?? null,
    type: input.type,
    status: input.status ?? 'draft',
    ownerUserId: input.ownerUserId ?? null,
    title: input.title,
    description: input.description ?? {},
    priceAmount: input.price.amount,
    priceCurrency: input.price.currency ?? DEFAULT_CURRENCY,
    unit: input.unit ?? 'piece',
    interests: input.interests ?? [],
    media: input.media ?? [],
    metadata: input.metadata ?? {},
    ...searchColumns(input.title),
  };
}

export function view(found: ItemRow, lang: string | undefined): Item {
  return {
    id: found.id,
    projectId: found.projectId,
    sku: found.sku,
    type: found.type,
    status: found.status,
    ownerUserId: found.ownerUserId,
    title: localize(found.title, lang),
    description: localize(found.description, lang),
    price: { amount: found.priceAmount, currency: found.priceCurrency },
    unit: found.unit,
    interests: found.interests,
    media: found.media,
    metadata: found.metadata,
    createdAt: found.createdAt,
    updatedAt: found.updatedAt,
  };
}
