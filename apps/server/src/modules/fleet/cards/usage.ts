import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { cardLimits, cardUsage } from '../asset-tables';
import type { FleetCardLimitUse } from '../orders/schemas';
import { LIMIT_PERIODS } from '../vocabulary';
import { instant, windowStart } from '../windows';

/** The start of the window of the limit's period that holds `at`: the windows the approval books in. */
function currentWindow(at: Date) {
  const periods = LIMIT_PERIODS.map(
    (period) => sql`when ${sql.raw(`'${period}'`)} then ${windowStart(period, instant(at))}`,
  );
  return sql`case ${cardLimits.period} ${sql.join(periods, sql` `)} end`;
}

/**
 * The cards' limits with what each has used in its window holding `at` (the usage the authorization
 * books and the decline alert reports), in one query for a page of cards: rows in milli-liters or tetri.
 */
export function limitsWithUsage(db: Database, cardIds: string[], at: Date) {
  return db
    .select({
      cardId: cardLimits.cardId,
      period: cardLimits.period,
      unit: cardLimits.unit,
      amount: cardLimits.amount,
      used: sql<number>`coalesce(${cardUsage.used}, 0)`.mapWith(Number),
    })
    .from(cardLimits)
    .leftJoin(
      cardUsage,
      and(
        eq(cardUsage.cardId, cardLimits.cardId),
        eq(cardUsage.period, cardLimits.period),
        eq(cardUsage.windowStart, currentWindow(at)),
      ),
    )
    .where(inArray(cardLimits.cardId, cardIds));
}

export type LimitUsageRow = Awaited<ReturnType<typeof limitsWithUsage>>[number];

/** A limit as shown, with its use and what is left, in liters or GEL. */
export function shownUse(row: LimitUsageRow): FleetCardLimitUse {
  const scale = row.unit === 'tetri' ? 100 : 1000;
  return {
    period: row.period,
    unit: row.unit === 'tetri' ? 'GEL' : 'liters',
    amount: row.amount / scale,
    used: row.used / scale,
    remaining: Math.max(row.amount - row.used, 0) / scale,
  };
}
