import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { executeRows, prepareStatement } from '../../../core/database/statements';
import { cardUsage } from '../asset-tables';
import { type FuelProduct, LIMIT_PERIODS, type LimitPeriod } from '../vocabulary';
import { weekdayAndMinute, windowStart } from '../windows';
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
  /**
   * What each windowed limit has used in the window holding the instant, as the same statement saw it
   * (no row: nothing used): a purchase it cannot hold is declined without trying to book it.
   */
  used: Partial<Record<LimitPeriod, number>>;
};

/** A value of a statement, or the placeholder its prepared statement binds. */
export type Bound<T> = T | Placeholder;

/**
 * The card with that number among the project's companies, or undefined (CARD_UNKNOWN). The query is
 * the function `fleet_card_context` (migration 0008_authorize: card, company, vehicle, points rate,
 * rapid refill, limits as one json object), so that PostgreSQL plans it once per connection instead of
 * on every authorization; the Tbilisi weekday and minute come from windows.ts. Its limits come in one
 * order, so that concurrent authorizations lock their usage rows in the same order (no deadlock).
 */
export async function readCardContext(
  db: Database,
  input: { projectId: string; cardNumber: string; product: FuelProduct; at: Date },
): Promise<CardContext | undefined> {
  const [row] = await executeRows<
    { context: Omit<CardContext, 'weekday' | 'minute' | 'used'> | string | null } & {
      weekday: number;
      minute: number;
      used: Record<string, number | string> | string | null;
    }
  >(preparedCardContext(db), { ...input, at: input.at.toISOString(), refillMinutes: RAPID_REFILL_MINUTES });
  const context = typeof row?.context === 'string' ? JSON.parse(row.context) : row?.context;
  if (!context) return undefined;
  return {
    ...context,
    weekday: row!.weekday,
    minute: row!.minute,
    pointsPerLiter: Number(context.pointsPerLiter),
    limits: parsedLimits(context.limits),
    used: parsedUsage(row!.used),
  };
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareStatement>>();

function preparedCardContext(db: Database) {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareStatement(db, cardContextStatement(), 'fleet_card_context');
    prepared.set(db, statement);
  }
  return statement;
}

/**
 * The card context's statement, with placeholders (readCardContext runs it; the bench explains it),
 * with the card's usage rows of the windows holding the instant (by period, one index range).
 */
export function cardContextStatement(): SQL {
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const { weekday, minute } = weekdayAndMinute(at);
  const windows = LIMIT_PERIODS.map(
    (period) => sql`when ${sql.raw(`'${period}'`)} then ${windowStart(period, at)}`,
  );
  return sql`select card.context, ${weekday} as weekday, ${minute} as minute,
    (select json_object_agg(${cardUsage.period}, ${cardUsage.used}) from ${cardUsage}
      where ${cardUsage.cardId} = (card.context->>'cardId')::uuid
        and ${cardUsage.windowStart} = case ${cardUsage.period} ${sql.join(windows, sql` `)} end) as used
    from (select fleet_card_context(${sql.placeholder('projectId')}::uuid, ${sql.placeholder('cardNumber')},
      ${sql.placeholder('product')}, ${at}, ${sql.placeholder('refillMinutes')}::int) as context) card`;
}

/** json_agg's rows (a string on drivers that do not parse json). */
function parsedLimits(value: CardLimit[] | string): CardLimit[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as CardLimit[];
  return rows.map((limit) => ({ ...limit, amount: Number(limit.amount) }));
}

/** json_object_agg's usage by period (a string on drivers that do not parse json; null without rows). */
function parsedUsage(value: Record<string, number | string> | string | null): CardContext['used'] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<
    string,
    number | string
  >;
  return Object.fromEntries(Object.entries(rows).map(([period, used]) => [period, Number(used)]));
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
