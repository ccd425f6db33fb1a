import { eq } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import type { CompanyScope } from '../../../core/scope';
import type { Money } from '../../commerce/shared';
import type { NotificationsService } from '../../notifications/service';
import { companyOrders, newestOrders } from '../orders/list';
import { FUEL_REQUEST_KINDS } from '../orders/rules';
import { businessDateOf } from '../orders/working-days';
import { can, type Grant } from '../permissions';
import type { PricesBySku } from '../prices';
import { companies } from '../tables';
import { FUEL_PRODUCTS, type FuelProduct } from '../vocabulary';
import { dailyConsumption, monthFigures } from './overview-figures';
import { cardsToWatch, ordersNeedingAction, todaysDeclines } from './overview-watch';
import { type FleetHome, type FleetHomeQuery, HOME_LATEST_ORDERS } from './schemas';

/** Where the dashboard home reads what other modules own. */
export type HomeSources = {
  /** Today's price per liter of each fuel product, by SKU: the project's active e-commerce items. */
  prices(projectId: string): Promise<Map<string, Money>>;
  unseenNotifications(userId: string): Promise<number>;
};

/** The sources over the fleet's price reader (the commerce items) and the notifications service. */
export function homeSources(
  pricesBySku: PricesBySku,
  notifications: Pick<NotificationsService, 'listForUser'>,
): HomeSources {
  return {
    async prices(projectId) {
      const prices = await pricesBySku(projectId, FUEL_PRODUCTS);
      return new Map([...prices].map(([sku, amount]) => [sku, { amount, currency: 'GEL' }]));
    },
    // In-app only, as the bell counts them: an e-mail or a text is never marked seen in the portal, so
    // counting every channel showed 2 on the home where the bell said 1 after a decline.
    async unseenNotifications(userId) {
      return (await notifications.listForUser(userId, { limit: 1, page: 1, type: 'IN_APP' })).unseen;
    },
  };
}

/** Liters that `balance` tetri buy at `price` tetri a liter, two decimals, rounded down (never floats on money). */
export function litersFor(balanceTetri: number, priceTetri: number): number {
  return Math.floor((balanceTetri * 100) / priceTetri) / 100;
}

/**
 * The overview blocks the caller may see (null for the others, and all null unless asked for): each
 * block summarizes a page and needs VIEW on it, as the page itself would.
 */
function overviewBlocks(db: Database, scope: CompanyScope, now: Date, asked: boolean) {
  const may = (action: 'reports.read' | 'orderCard.read' | 'fuelRequest.read') =>
    asked && can(scope as Grant, action);
  const today = businessDateOf(now);
  return Promise.all([
    may('reports.read') ? monthFigures(db, scope.companyId, today) : null,
    may('reports.read') ? dailyConsumption(db, scope.companyId, today) : null,
    may('orderCard.read') ? todaysDeclines(db, scope.companyId, today) : null,
    may('orderCard.read') ? cardsToWatch(db, scope.companyId, now) : null,
    may('fuelRequest.read') ? ordersNeedingAction(db, scope.companyId) : null,
  ]);
}

/**
 * The dashboard home: the company, its points balance in GEL and in liters, unseen notifications and,
 * when asked and the user may view the pages they summarize, the newest fuel requests and the overview
 * blocks (one call per home).
 */
export function createFleetHome({
  db,
  sources,
  clock = () => new Date(),
}: {
  db: Database;
  sources: HomeSources;
  clock?: () => Date;
}) {
  return async function home(scope: CompanyScope, query: FleetHomeQuery): Promise<FleetHome> {
    const showOrders = query.latestOrders === true && can(scope as Grant, 'fuelRequest.read');
    const [[company], prices, unseen, latestOrders, [month, consumption, declines, cards, orders]] =
      await Promise.all([
        db
          .select({
            name: companies.name,
            identificationCode: companies.identificationCode,
            points: companies.pointsBalance,
          })
          .from(companies)
          .where(eq(companies.id, scope.companyId)),
        sources.prices(scope.projectId),
        sources.unseenNotifications(scope.userId),
        showOrders
          ? newestOrders(db, companyOrders(scope.companyId, FUEL_REQUEST_KINDS), HOME_LATEST_ORDERS)
          : null,
        overviewBlocks(db, scope, clock(), query.overview === true),
      ]);
    const price = prices.get(query.product) ?? null;
    return {
      company: { name: company!.name, identificationCode: company!.identificationCode },
      balance: {
        points: { amount: company!.points, currency: 'GEL' },
        product: query.product,
        price,
        liters: price && price.amount > 0 ? litersFor(company!.points, price.amount) : null,
      },
      prices: FUEL_PRODUCTS.flatMap((product: FuelProduct) => {
        const found = prices.get(product);
        return found ? [{ product, price: found }] : [];
      }),
      unseenNotifications: unseen,
      latestOrders,
      month,
      consumption,
      declines,
      cards,
      orders,
    };
  };
}
