import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../core/database/client';
import { NotFound } from '../../../core/errors';
import type { CompanyScope } from '../../../core/scope';
import { cards } from '../asset-tables';
import type { FuelPrices } from '../prices';
import { companies } from '../tables';
import { periodConditions } from '../transactions/list';
import { FUEL_PRODUCTS, type FuelProduct } from '../vocabulary';
import type {
  FleetPointsBalance,
  FleetPointsLedgerQuery,
  FleetPointsMovement,
  FleetPointsRates,
  FleetPointsRatesBody,
} from './schemas';
import { pointsLedger, pointsRates } from './tables';
import { createTransfer } from './transfer';
import { DEFAULT_POINTS_PRODUCT } from './vocabulary';

const gel = (amount: number) => ({ amount, currency: 'GEL' as const });
const counterparts = alias(companies, 'counterpart');

/** The company's loyalty points: balance, transfers, the ledger, and the retailer's earning rates. */
export function createPointsService({ db, prices }: { db: Database; prices: FuelPrices }) {
  const movementColumns = {
    row: pointsLedger,
    counterpartName: counterparts.name,
    counterpartCode: counterparts.identificationCode,
    cardNumber: cards.number,
  };

  function movementsOf(where: ReturnType<typeof and>) {
    return db
      .select(movementColumns)
      .from(pointsLedger)
      .leftJoin(counterparts, eq(counterparts.id, pointsLedger.counterpartCompanyId))
      .leftJoin(cards, eq(cards.id, pointsLedger.cardId))
      .where(where);
  }

  type MovementRow = Awaited<ReturnType<typeof movementsOf>>[number];
  function view({ row, counterpartName, counterpartCode, cardNumber }: MovementRow): FleetPointsMovement {
    return {
      id: row.id,
      kind: row.kind,
      amount: gel(row.amount),
      balanceAfter: gel(row.balanceAfter),
      counterpart:
        row.counterpartCompanyId && counterpartName && counterpartCode
          ? { id: row.counterpartCompanyId, name: counterpartName, identificationCode: counterpartCode }
          : null,
      card: row.cardId && cardNumber ? { id: row.cardId, number: cardNumber } : null,
      transactionId: row.transactionId,
      at: row.at,
    };
  }

  async function balanceOf(companyId: string): Promise<number> {
    const [row] = await db
      .select({ balance: companies.pointsBalance })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!row) throw new NotFound('Company');
    return row.balance;
  }

  /** One ledger row of the company as the API shows it, with the company's balance now. */
  async function movement(companyId: string, ledgerId: string) {
    const [[row], balance] = await Promise.all([
      movementsOf(and(eq(pointsLedger.id, ledgerId), eq(pointsLedger.companyId, companyId))),
      balanceOf(companyId),
    ]);
    return { movement: view(row!), balance: gel(balance) };
  }

  /** What a liter of each product earns in the project (0 where the retailer set nothing). */
  async function rates(projectId: string): Promise<FleetPointsRates> {
    const rows = await db.select().from(pointsRates).where(eq(pointsRates.projectId, projectId));
    const set = new Map(rows.map((row) => [row.product, row.pointsPerLiter]));
    return {
      projectId,
      rates: FUEL_PRODUCTS.map((product) => ({ product, pointsPerLiter: set.get(product) ?? 0 })),
    };
  }

  return {
    /** The balance in GEL and in liters of `product` at today's price. */
    async balance(scope: CompanyScope, product?: FuelProduct): Promise<FleetPointsBalance> {
      const chosen = product ?? DEFAULT_POINTS_PRODUCT;
      const [balance, priceList] = await Promise.all([
        balanceOf(scope.companyId),
        prices.of(scope.projectId),
      ]);
      const price = priceList.get(chosen);
      return {
        balance: gel(balance),
        product: chosen,
        unitPrice: price ? gel(price) : null,
        liters: price ? Math.floor((balance * 100) / price) / 100 : null,
      };
    },

    transfer: createTransfer(db, movement),

    /** Every movement of the company's points, newest first, filtered and paged on the server. */
    async ledger(scope: CompanyScope, query: FleetPointsLedgerQuery) {
      const where = and(
        eq(pointsLedger.companyId, scope.companyId),
        query.kind?.length ? inArray(pointsLedger.kind, query.kind) : undefined,
        ...periodConditions(pointsLedger.at, query),
      );
      const [rows, [total]] = await Promise.all([
        movementsOf(where)
          .orderBy(desc(pointsLedger.at), desc(pointsLedger.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(pointsLedger).where(where),
      ]);
      return { items: rows.map(view), total: total?.value ?? 0, page: query.page, limit: query.limit };
    },

    rates,

    /** Sets the rates of the listed products (the others keep theirs). */
    async setRates(body: FleetPointsRatesBody): Promise<FleetPointsRates> {
      await db
        .insert(pointsRates)
        .values(body.rates.map((rate) => ({ projectId: body.projectId, ...rate })))
        .onConflictDoUpdate({
          target: [pointsRates.projectId, pointsRates.product],
          set: { pointsPerLiter: sql`excluded.points_per_liter`, updatedAt: sql`now()` },
        });
      return rates(body.projectId);
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
