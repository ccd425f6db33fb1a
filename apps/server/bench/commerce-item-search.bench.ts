// Filtered item search (the admin's GET /project/{id}/ecommerce/item/search) over 100,000 items.
import { eq, sql } from 'drizzle-orm';
import { admins } from '../src/modules/auth/tables';
import type { NewItem } from '../src/modules/commerce/item-service';
import { projects } from '../src/modules/projects/tables';
import { createServices } from '../src/services';
import { type BenchContext, type LoadResult, random } from './support';

const ITEMS = 100_000;
const CONNECTIONS = 32;
const DURATION_SECONDS = 10;

const TYPES = ['fuel', 'card', 'lubricant', 'service', 'accessory'] as const;
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
  'Max',
  'Pro',
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

function catalogue(): NewItem[] {
  const rng = random(2026);
  return Array.from({ length: ITEMS }, (_, index) => {
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

export default async function run(context: BenchContext) {
  const server = await context.startServer();
  const services = createServices(server.database, context.config);
  const tag = crypto.randomUUID().slice(0, 8);
  const account = { email: `bench-${tag}@example.com`, password: 'Bench-password-1', name: 'Bench' };
  const admin = await services.auth.createAdmin(account);
  const project = await services.projects.create({
    name: `Bench ${tag}`,
    languages: ['en', 'ka'],
    ownerAdminId: admin.id,
  });
  const { sessionId } = await services.auth.loginAdmin(account, '127.0.0.1');

  try {
    const started = performance.now();
    await services.commerce.items.createMany(project.id, catalogue());
    await server.database.db.execute(sql`analyze items`);
    console.info(
      `seeded ${ITEMS.toLocaleString('en')} items in ${((performance.now() - started) / 1000).toFixed(1)} s (batches of 1000 rows)`,
    );

    const base = `/api/v2/project/${project.id}/ecommerce/item/search`;
    const pages = (query: string) =>
      Array.from({ length: 5 }, (_, index) => ({
        method: 'GET' as const,
        path: `${base}?${query}&page=${index + 1}`,
      }));
    const scenarios = [
      {
        name: 'type + status + interests, by price',
        requests: pages(
          'typeIn=fuel,lubricant&statusIn=active&interestsIn=diesel,premium&sort=price&limit=20',
        ),
      },
      {
        name: 'same + text query (trigram ILIKE)',
        requests: pages(
          'typeIn=fuel,lubricant&statusIn=active&interestsIn=diesel,premium&query=turbo%20eco&sort=price&limit=20',
        ),
      },
    ];
    const results: LoadResult[] = [];
    for (const scenario of scenarios) {
      const check = await fetch(`${server.url}${scenario.requests[0]!.path}`, {
        headers: { 'x-session-id': sessionId },
      });
      const body = (await check.json()) as { total: number };
      console.info(`${scenario.name}: ${check.status}, ${body.total} matching items`);
      // A short warm-up, then the measured run.
      await context.load({
        ...scenario,
        url: server.url,
        headers: { 'x-session-id': sessionId },
        connections: CONNECTIONS,
        durationSeconds: 2,
      });
      // Requests the warm-up left queued finish before the measured run starts.
      await fetch(`${server.url}${scenario.requests[0]!.path}`, { headers: { 'x-session-id': sessionId } });
      results.push(
        await context.load({
          ...scenario,
          url: server.url,
          headers: { 'x-session-id': sessionId },
          connections: CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
        }),
      );
    }
    context.report(
      results,
      `${ITEMS.toLocaleString('en')} items, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
    );
  } finally {
    // The bench's admin, project and items go again (cascade), so PostgreSQL runs do not pile up data.
    await server.database.db.delete(projects).where(eq(projects.id, project.id));
    await server.database.db.delete(admins).where(eq(admins.id, admin.id));
    await server.close();
  }
}
