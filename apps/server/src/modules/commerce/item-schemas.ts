import { z } from 'zod';
import { localizedText, metadata, pagination, timestamp, uuid } from '../../core/schemas';
import {
  bodyList,
  bodyPagination,
  commaList,
  DEFAULT_CURRENCY,
  lang,
  localizedOrFlat,
  money,
  skipTotalBody,
  skipTotalQuery,
  sortOrder,
  tag,
  textQuery,
} from './shared';
import { ITEM_STATUSES } from './tables';

export const itemStatus = z.enum(ITEM_STATUSES);
export const itemType = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Expected a lower-case slug such as fuel or card')
  .describe('What kind of item: fuel, card, ...');
const itemSort = z
  .enum(['created', 'price', 'title'])
  .default('created')
  .describe('created (newest first by default), price or title (lowest / A first by default)');
const mediaUrl = z
  .string()
  .max(2000)
  .regex(/^(https?:\/\/|\/)\S+$/, 'Expected an http(s) URL or a path starting with /');
const unit = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,19}$/, 'Expected a unit such as liter or piece');

/** Up to 50 tags, 500 characters in all: the search's covering indexes hold them (tables.ts). */
const interests = z
  .array(tag)
  .max(50)
  .refine((list) => list.join('').length <= 500, 'Expected at most 500 characters of interests in all');

export const item = z
  .object({
    id: uuid,
    projectId: uuid,
    sku: z.string().nullable().describe('The project’s own code of the item, unique in the project'),
    type: z.string(),
    status: itemStatus,
    ownerUserId: uuid.nullable().describe('The end user who offers the item; null for the project’s own'),
    title: localizedOrFlat,
    description: localizedOrFlat,
    price: money.describe('Price of one unit'),
    unit: z.string().describe('What one unit is: liter, piece, ...'),
    interests: z.array(z.string()),
    media: z.array(z.string()),
    metadata,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Item' });

export const itemEnvelope = z.object({ item }).meta({ id: 'ItemEnvelope' });

const priceInput = z.object({
  amount: z.number().int().min(0).max(100_000_000).describe('Minor units'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code such as GEL')
    .default(DEFAULT_CURRENCY),
});
const titleInput = localizedText.refine(
  (value) => Object.keys(value).length > 0,
  'Give at least one language',
);

export const createItemBody = z
  .object({
    sku: z.string().trim().min(1).max(64).nullable().optional(),
    type: itemType,
    status: itemStatus.default('draft'),
    ownerUserId: uuid.nullable().optional(),
    title: titleInput,
    description: localizedText.default({}),
    price: priceInput,
    unit: unit.default('piece'),
    interests: interests.default([]),
    media: z.array(mediaUrl).max(50).default([]),
    metadata: metadata.default({}),
  })
  .strict()
  .meta({ id: 'CreateItemBody' });

export const updateItemBody = z
  .object({
    sku: z.string().trim().min(1).max(64).nullable(),
    type: itemType,
    status: itemStatus,
    ownerUserId: uuid.nullable(),
    title: titleInput,
    description: localizedText,
    price: priceInput,
    unit,
    interests,
    media: z.array(mediaUrl).max(50),
    metadata,
  })
  .partial()
  .strict()
  .meta({ id: 'UpdateItemBody' });

const priceBounds = {
  minPrice: z.coerce.number().int().min(0).optional().describe('Lowest unit price, minor units'),
  maxPrice: z.coerce.number().int().min(0).optional().describe('Highest unit price, minor units'),
};

/** The admin's search (GET, filters in the query string, lists comma-joined). */
export const adminItemSearchQuery = pagination.extend({
  query: textQuery.describe('Case-insensitive part of a title, in any language'),
  typeIn: commaList(itemType, 'Only these types'),
  statusIn: commaList(itemStatus, 'Only these statuses (default: all)'),
  interestsIn: commaList(tag, 'Items with at least one of these interests'),
  inUserIds: commaList(uuid, 'Only items these end users own'),
  notInUserIds: commaList(uuid, 'No items these end users own'),
  ...priceBounds,
  sort: itemSort,
  order: sortOrder.optional(),
  lang,
  skipTotal: skipTotalQuery,
});

/** The project's search (POST, filters in a JSON body); only active items. */
export const itemSearchBody = z
  .object({
    query: textQuery.describe('Case-insensitive part of a title, in any language'),
    typeIn: bodyList(itemType, 'Only these types'),
    interestsIn: bodyList(tag, 'Items with at least one of these interests'),
    inUserIds: bodyList(uuid, 'Only items these end users own'),
    notInUserIds: bodyList(uuid, 'No items these end users own'),
    minPrice: z.number().int().min(0).optional(),
    maxPrice: z.number().int().min(0).optional(),
    sort: itemSort,
    order: sortOrder.optional(),
    ...bodyPagination,
    skipTotal: skipTotalBody,
  })
  .strict()
  .meta({ id: 'ItemSearchBody' });

export const itemParams = z.object({ id: uuid, itemId: uuid });

export type Item = z.infer<typeof item>;
export type ItemStatus = z.infer<typeof itemStatus>;
export type ItemEnvelope = z.infer<typeof itemEnvelope>;
export type CreateItemBody = z.input<typeof createItemBody>;
export type UpdateItemBody = z.input<typeof updateItemBody>;
export type ItemSearchBody = z.input<typeof itemSearchBody>;
/**
 * What the admin's item search accepts, as the kit takes it: lists as arrays (comma-joined on the wire,
 * left out when empty).
 */
export type AdminItemSearchFilters = {
  query?: string;
  typeIn?: string[];
  statusIn?: ItemStatus[];
  interestsIn?: string[];
  inUserIds?: string[];
  notInUserIds?: string[];
  minPrice?: number;
  maxPrice?: number;
  sort?: 'created' | 'price' | 'title';
  order?: 'asc' | 'desc';
  limit?: number;
  page?: number;
  lang?: string;
  /** No count: `total` comes back as -1. */
  skipTotal?: boolean;
};
