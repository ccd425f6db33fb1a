// The item search benches' catalogue: deterministic items spread over a year of creation dates.
import { inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/core/database/client';
import type { NewItem } from '../src/modules/commerce/item-service';
import { items } from '../src/modules/commerce/tables';
import type { createServices } from '../src/services';
import { random } from './support';

const TYPES = ['fuel', 'card', 'lubricant', 'service', 'accessory'] as const;
/** Seven in nine items are on sale. */
const STATUSES = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'draft',
  'archived',
] as const;
const TAGS = [
  'petrol',
  'diesel',
  'gas',
  'premium',
  'g-force',
  'card',
  'fleet',
  'truck',
  'car',
  'oil',
  'filter',
  'wash',
  'tyre',
  'winter',
  'summer',
  'coupon',
  'loyalty',
  'electric',
  'bulk',
  'retail',
];
const WORDS_EN = [
  'Euro',
  'Super',
  'Premium',
  'Diesel',
  'Regular',
  'Motor',
  'Fleet',
  'Winter',
  'Turbo',
  'Eco',
];
const WORDS_KA = [
  'ევრო',
  'სუპერი',
  'პრემიუმი',
  'დიზელი',
  'რეგულარი',
  'ძრავა',
  'ავტოპარკი',
  'ზამთარი',
  'ტურბო',
  'ეკო',
];

export function catalogue(count: number, seed: number): NewItem[] {
  const rng = random(seed);
  return Array.from({ length: count }, (_, index) => {
    const words = [rng.pick(WORDS_EN), rng.pick(WORDS_EN), rng.pick(WORDS_EN)];
    return {
      type: rng.pick(TYPES),
      status: rng.pick(STATUSES),
      title: {
        en: `${words.join(' ')} ${index}`,
        ka: `${rng.pick(WORDS_KA)} ${rng.pick(WORDS_KA)} ${index}`,
      },
      price: { amount: rng.int(100, 50_000) },
      unit: rng.pick(['liter', 'piece']),
      interests: [...new Set([rng.pick(TAGS), rng.pick(TAGS), rng.pick(TAGS)].slice(0, rng.int(1, 3)))],
    };
  });
}

/**
 * Seeds `perProject` items into each project through the item service (batches of 1,000 rows), spreads
 * their creation over the past year (one transaction inserts them all at one `now()`), then vacuums and
 * analyzes the table, as autovacuum would soon after a bulk import.
 */
export async function seedCatalogue(
  database: DatabaseHandle,
  services: ReturnType<typeof createServices>,
  projectIds: string[],
  perProject: number,
): Promise<void> {
  for (const [index, projectId] of projectIds.entries()) {
    await services.commerce.items.createMany(projectId, catalogue(perProject, 2026 + index));
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.2026)`);
    await tx
      .update(items)
      .set({ createdAt: sql`${items.createdAt} - random() * interval '365 days'` })
      .where(inArray(items.projectId, projectIds));
  });
  await database.db.execute(sql`vacuum analyze items`);
}
