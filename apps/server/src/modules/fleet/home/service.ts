import { eq } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import type { CompanyScope } from '../../../core/scope';
import type { ItemService } from '../../commerce/item-service';
import type { Money } from '../../commerce/shared';
import type { NotificationsService } from '../../notifications/service';
import { companies } from '../tables';
import { FUEL_PRODUCTS, type FuelProduct } from '../vocabulary';
import type { FleetHome, FleetHomeQuery } from './schemas';

/** Where the dashboard home reads what other modules own. */
export type HomeSources = {
  /** Today's price per liter of each fuel product, by SKU: the project's active e-commerce items. */
  prices(projectId: string): Promise<Map<string, Money>>;
  unseenNotifications(userId: string): Promise<number>;
};

/** The sources over the commerce and notifications services. */
export function homeSources(
  items: Pick<ItemService, 'search'>,
  notifications: Pick<NotificationsService, 'listForUser'>,
): HomeSources {
  return {
    async prices(projectId) {
      const page = await items.search(
        projectId,
        { typeIn: ['fuel'], sort: 'title', limit: 200, page: 1 },
        'public',
      );
      return new Map(page.items.filter((item) => item.sku).map((item) => [item.sku!, item.price]));
    },
    async unseenNotifications(userId) {
      return (await notifications.listForUser(userId, { limit: 1, page: 1 })).unseen;
    },
  };
}

/** Liters that `balance` tetri buy at `price` tetri a liter, two decimals, rounded down (never floats on money). */
export function litersFor(balanceTetri: number, priceTetri: number): number {
  return Math.floor((balanceTetri * 100) / priceTetri) / 100;
}

/** The dashboard home: the company, its points balance in GEL and in liters, unseen notifications. */
export function createFleetHome({ db, sources }: { db: Database; sources: HomeSources }) {
  return async function home(scope: CompanyScope, query: FleetHomeQuery): Promise<FleetHome> {
    const [[company], prices, unseen] = await Promise.all([
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
    };
  };
}
