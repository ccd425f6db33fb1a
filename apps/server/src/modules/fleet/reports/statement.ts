import { and, eq, gte, inArray, isNotNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../core/database/client';
import { NotFound } from '../../../core/errors';
import type { CompanyScope } from '../../../core/scope';
import { addDays } from '../../intranet/calendar';
import { fleetOrderHistory, fleetOrders } from '../orders/tables';
import { pointsLedger } from '../points/tables';
import { POINTS_KINDS, type PointsKind } from '../points/vocabulary';
import { companies } from '../tables';
import { fleetDailyTotals } from '../transactions/tables';
import { dayStart } from '../windows';
import type {
  FleetStatement,
  FleetStatementLine,
  FleetStatementQuery,
  FleetStatementSection,
  StatementBalance,
  StatementLineKey,
} from './statement-schemas';

// The reconciliation statement, summed in the database: each source is one indexed range query over
// the company's rows up to the period's end, split by `filter (where …)` into before the period (the
// opening) and within it (the lines). All read in one read-only snapshot, so the sources agree.

const gel = (amount: number) => ({ amount, currency: 'GEL' as const });
const sumWhere = (column: PgColumn, condition: SQL | undefined) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)::bigint`.mapWith(Number);
const countWhere = (condition: SQL | undefined) =>
  sql<number>`(count(*) filter (where ${condition}))::int`.mapWith(Number);

type Totals = { before: number; amount: number; count: number };
const NONE: Totals = { before: 0, amount: 0, count: 0 };

/** The period's bounds as instants: Tbilisi midnight of `from`, and of the day after `to`. */
function bounds(period: FleetStatementQuery) {
  return { start: dayStart(period.from), end: dayStart(addDays(period.to, 1)) };
}

/** Approved purchases (voids taken out) by product, from the daily totals. */
function purchases(tx: Database, companyId: string, period: FleetStatementQuery) {
  const t = fleetDailyTotals;
  const within = gte(t.day, period.from);
  return tx
    .select({
      product: t.product,
      before: sumWhere(t.amountTetri, lt(t.day, period.from)),
      amount: sumWhere(t.amountTetri, within),
      volumeMl: sumWhere(t.volumeMl, within),
      count: sumWhere(t.purchases, within),
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), lte(t.day, period.to)))
    .groupBy(t.product)
    .orderBy(t.product);
}

/** Orders paid (both sides confirmed: `paid_at`), by how they were paid. */
function payments(tx: Database, companyId: string, period: FleetStatementQuery) {
  const o = fleetOrders;
  const { start, end } = bounds(period);
  return tx
    .select({
      paymentType: o.paymentType,
      before: sumWhere(o.totalAmount, lt(o.paidAt, start)),
      amount: sumWhere(o.totalAmount, gte(o.paidAt, start)),
      count: countWhere(gte(o.paidAt, start)),
    })
    .from(o)
    .where(and(eq(o.companyId, companyId), isNotNull(o.paidAt), lt(o.paidAt, end)))
    .groupBy(o.paymentType);
}

/** Orders placed (moved to PENDING) and issued, by kind; card orders carry no payment and stay out. */
function orderMoves(tx: Database, companyId: string, period: FleetStatementQuery) {
  const o = fleetOrders;
  const h = fleetOrderHistory;
  const { start, end } = bounds(period);
  return tx
    .select({
      kind: o.kind,
      status: h.toStatus,
      before: sumWhere(o.totalAmount, lt(h.at, start)),
      amount: sumWhere(o.totalAmount, gte(h.at, start)),
      count: countWhere(gte(h.at, start)),
    })
    .from(h)
    .innerJoin(o, eq(o.id, h.orderId))
    .where(
      and(
        eq(o.companyId, companyId),
        ne(o.kind, 'card'),
        inArray(h.toStatus, ['PENDING', 'ISSUED']),
        lt(h.at, end),
      ),
    )
    .groupBy(o.kind, h.toStatus);
}

/** The points ledger's movements by kind (signed amounts). */
function points(tx: Database, companyId: string, period: FleetStatementQuery) {
  const l = pointsLedger;
  const { start, end } = bounds(period);
  return tx
    .select({
      kind: l.kind,
      before: sumWhere(l.amount, lt(l.at, start)),
      amount: sumWhere(l.amount, gte(l.at, start)),
      count: countWhere(gte(l.at, start)),
    })
    .from(l)
    .where(and(eq(l.companyId, companyId), lt(l.at, end)))
    .groupBy(l.kind);
}

/** A line, and what its kind of movement added to its balance before the period. */
type Entry = { line: FleetStatementLine; before: number };

function line(
  key: StatementLineKey,
  moves: StatementBalance | null,
  totals: Totals,
  sign: 1 | -1,
  extra: Partial<FleetStatementLine> = {},
): Entry {
  return {
    line: { key, count: totals.count, liters: null, amount: gel(sign * totals.amount), moves, ...extra },
    before: moves ? sign * totals.before : 0,
  };
}

function section(
  key: FleetStatementSection['key'],
  balance: StatementBalance,
  entries: Entry[],
  liters: number | null = null,
): { section: FleetStatementSection; before: number } {
  // A product bought only before the period counts in the opening, with no line of its own.
  const lines = entries
    .map((entry) => entry.line)
    .filter((item) => item.product === undefined || item.count !== 0 || item.amount.amount !== 0);
  const total = lines.reduce((sum, item) => sum + (item.moves ? item.amount.amount : 0), 0);
  return {
    section: { key, balance, lines, total: gel(total), liters },
    before: entries.reduce((sum, entry) => sum + entry.before, 0),
  };
}

/** What the company's balances were before the period and how the period moved them (docs/FLEET.md). */
export async function reconciliationStatement(
  db: Database,
  scope: CompanyScope,
  period: FleetStatementQuery,
): Promise<FleetStatement> {
  const sources = await db.transaction(
    async (tx) => {
      const [company] = await tx
        .select({ name: companies.name, identificationCode: companies.identificationCode })
        .from(companies)
        .where(eq(companies.id, scope.companyId));
      if (!company) throw new NotFound('Company');
      return {
        company,
        purchases: await purchases(tx, scope.companyId, period),
        payments: await payments(tx, scope.companyId, period),
        orders: await orderMoves(tx, scope.companyId, period),
        points: await points(tx, scope.companyId, period),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const paid = (type: 'transfer' | 'online') =>
    sources.payments.find((row) => row.paymentType === type) ?? NONE;
  const orders = (kind: string, status: 'PENDING' | 'ISSUED') =>
    sources.orders.find((row) => row.kind === kind && row.status === status) ?? NONE;
  const placed = ['fuel', 'coupons', 'wholesale'].map((kind) => orders(kind, 'PENDING'));
  const pointsOf = (kind: PointsKind) => sources.points.find((row) => row.kind === kind) ?? NONE;
  // Points spent on a card's top-up become money on the account: the purchases they pay for are debited.
  const toCards = pointsOf('card_topup');

  const built = [
    section('orders', 'money', [
      line(
        'ordersPlaced',
        null,
        {
          before: 0,
          amount: placed.reduce((sum, row) => sum + row.amount, 0),
          count: placed.reduce((sum, row) => sum + row.count, 0),
        },
        1,
      ),
      line('fuelIssued', null, orders('fuel', 'ISSUED'), 1),
      line('couponsIssued', 'money', orders('coupons', 'ISSUED'), -1),
      line('wholesaleIssued', 'money', orders('wholesale', 'ISSUED'), -1),
    ]),
    section('payments', 'money', [
      line('paidByTransfer', 'money', paid('transfer'), 1),
      line('paidOnline', 'money', paid('online'), 1),
      line('pointsToCards', 'money', toCards, -1),
    ]),
    section(
      'purchases',
      'money',
      sources.purchases.map((row) =>
        line('purchase', 'money', row, -1, { product: row.product, liters: row.volumeMl / 1000 }),
      ),
      sources.purchases.reduce((sum, row) => sum + row.volumeMl, 0) / 1000,
    ),
    section(
      'points',
      'points',
      POINTS_KINDS.map((kind) => line(kind, 'points', pointsOf(kind), 1)),
    ),
  ];

  // The opening is what each moving line's kind of movement added up to before the period.
  const sections = built.map((item) => item.section);
  const ofBalance = (balance: StatementBalance) => built.filter((item) => item.section.balance === balance);
  const opening = (balance: StatementBalance) =>
    ofBalance(balance).reduce((sum, item) => sum + item.before, 0);
  const closing = (balance: StatementBalance) =>
    ofBalance(balance).reduce((sum, item) => sum + item.section.total.amount, opening(balance));

  return {
    from: period.from,
    to: period.to,
    company: sources.company,
    opening: { money: gel(opening('money')), points: gel(opening('points')) },
    sections,
    closing: { money: gel(closing('money')), points: gel(closing('points')) },
    generatedAt: new Date(),
  };
}
