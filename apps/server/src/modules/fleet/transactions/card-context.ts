import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { cardLimits, cards, vehicles } from '../asset-tables';
import { pointsRates } from '../points/tables';
import { companies } from '../tables';
import type { FuelProduct, LimitPeriod } from '../vocabulary';
import { weekdayAndMinute } from '../windows';
import { cardTransactions } from './tables';
import { type DeclineReason, RAPID_REFILL_MINUTES } from './vocabulary';

export type CardLimit = { period: LimitPeriod; unit: 'ml' | 'tetri'; amount: number };

/** Everything the authorization decides on, read in one query. */
export type CardContext = {
  cardId: string;
  companyId: string;
  companyStatus: 'active' | 'blocked';
  status: 'active' | 'blocked' | 'closed';
  allowedProducts: FuelProduct[];
  allowedFromMinute: number | null;
  allowedToMinute: number | null;
  allowedWeekdays: number[] | null;
  vehicleId: string | null;
  groupId: string | null;
  vehicleFuelType: FuelProduct | null;
  tankCapacityMl: number | null;
  /** The Tbilisi ISO weekday and minute of the day at the authorization's instant. */
  weekday: number;
  minute: number;
  pointsPerLiter: number;
  /** Whether the card had an approved, not voided fill in the 30 minutes before. */
  recentFill: boolean;
  limits: CardLimit[];
};

/**
 * The card with that number among the project's companies, or undefined (CARD_UNKNOWN). Its limits come
 * in one order, so that concurrent authorizations lock their usage rows in the same order (no deadlock).
 */
export async function readCardContext(
  db: Database,
  input: { projectId: string; cardNumber: string; product: FuelProduct; at: Date },
): Promise<CardContext | undefined> {
  const [row] = await preparedCardContext(db).execute({ ...input, at: input.at.toISOString() });
  if (!row) return undefined;
  return { ...row, pointsPerLiter: Number(row.pointsPerLiter), limits: parsedLimits(row.limits) };
}

/** A value of the query, or the placeholder its prepared statement binds. */
export type Bound<T> = T | Placeholder;
export type CardContextInput = {
  projectId: Bound<string>;
  cardNumber: Bound<string>;
  product: Bound<FuelProduct>;
  at: SQL;
};

const prepared = new WeakMap<Database, ReturnType<typeof prepareCardContext>>();

/**
 * The card context as a named prepared statement (per pool connection): the terminal asks for it on every
 * authorization, and planning its joins took longer than running them (EXPLAIN: ~3 ms against ~0.2 ms).
 */
function preparedCardContext(db: Database) {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareCardContext(db);
    prepared.set(db, statement);
  }
  return statement;
}

function prepareCardContext(db: Database) {
  return cardContextQuery(db, {
    projectId: sql.placeholder('projectId'),
    cardNumber: sql.placeholder('cardNumber'),
    product: sql.placeholder('product'),
    at: sql`${sql.placeholder('at')}::timestamptz`,
  }).prepare('fleet_card_context');
}

/** The card context's query, not yet run (readCardContext runs it; the benches explain it). */
export function cardContextQuery(db: Database, input: CardContextInput) {
  const { weekday, minute } = weekdayAndMinute(input.at);
  return db
    .select({
      cardId: cards.id,
      companyId: cards.companyId,
      companyStatus: companies.status,
      status: cards.status,
      allowedProducts: cards.allowedProducts,
      allowedFromMinute: cards.allowedFromMinute,
      allowedToMinute: cards.allowedToMinute,
      allowedWeekdays: cards.allowedWeekdays,
      vehicleId: cards.vehicleId,
      groupId: vehicles.groupId,
      vehicleFuelType: vehicles.fuelType,
      tankCapacityMl: vehicles.tankCapacityMl,
      weekday,
      minute,
      pointsPerLiter: sql<number>`coalesce(${pointsRates.pointsPerLiter}, 0)`,
      recentFill: sql<boolean>`exists (
        select 1 from ${cardTransactions}
        where ${cardTransactions.cardId} = ${cards.id} and ${cardTransactions.decision} = 'approved'
          and ${cardTransactions.voidedAt} is null
          and ${cardTransactions.at} > ${input.at} - make_interval(mins => ${RAPID_REFILL_MINUTES})
          and ${cardTransactions.at} <= ${input.at})`,
      limits: sql<CardLimit[]>`coalesce((
        select json_agg(json_build_object('period', ${cardLimits.period}, 'unit', ${cardLimits.unit},
          'amount', ${cardLimits.amount}) order by ${cardLimits.period})
        from ${cardLimits} where ${cardLimits.cardId} = ${cards.id}), '[]'::json)`,
    })
    .from(cards)
    .innerJoin(companies, eq(companies.id, cards.companyId))
    .leftJoin(vehicles, eq(vehicles.id, cards.vehicleId))
    .leftJoin(
      pointsRates,
      and(eq(pointsRates.projectId, companies.projectId), eq(pointsRates.product, input.product)),
    )
    .where(and(eq(cards.number, input.cardNumber), eq(companies.projectId, input.projectId)));
}

/** json_agg's rows (a string on drivers that do not parse json). */
function parsedLimits(value: CardLimit[] | string): CardLimit[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as CardLimit[];
  return rows.map((limit) => ({ ...limit, amount: Number(limit.amount) }));
}

/**
 * The first rule the card breaks before its limits are looked at, in the order the terminal's
 * customer would want them explained: company, card, product, time.
 */
export function refusalBeforeLimits(card: CardContext, product: FuelProduct): DeclineReason | undefined {
  if (card.companyStatus === 'blocked') return 'COMPANY_BLOCKED';
  if (card.status === 'closed') return 'CARD_CLOSED';
  if (card.status === 'blocked') return 'CARD_BLOCKED';
  if (!card.allowedProducts.includes(product)) return 'PRODUCT_NOT_ALLOWED';
  if (!withinAllowedTime(card)) return 'OUTSIDE_ALLOWED_HOURS';
  return undefined;
}

/** Whether the Tbilisi weekday and minute fall in the card's allowed days and hours (a window may wrap midnight). */
function withinAllowedTime(card: CardContext): boolean {
  if (card.allowedWeekdays && !card.allowedWeekdays.includes(card.weekday)) return false;
  const from = card.allowedFromMinute;
  const to = card.allowedToMinute;
  if (from === null || to === null) return true;
  return from <= to ? card.minute >= from && card.minute < to : card.minute >= from || card.minute < to;
}
