import { z } from 'zod';
import { calendarDate, timestamp } from '../../../core/schemas';
import { daysBetween } from '../../intranet/calendar';
import { businessDateOf } from '../orders/working-days';
import { fleetMoney } from '../transactions/schemas';
import { fleetFuelProduct } from '../vehicles/schemas';

// The reconciliation statement of a period (docs/FLEET.md, "The reconciliation statement"): two
// balances, the company's money account with the retailer and its points, each opening, moved by the
// period's lines, and closing.

/** The longest period one statement covers, in days. */
export const STATEMENT_MAX_DAYS = 366;
/** The days a statement may name (the portal's data begins long after the first). */
const STATEMENT_DAYS = { earliest: '2000-01-01', latest: '2099-12-31' };

/** The balances a statement reconciles: the money account (GEL) and the loyalty points (GEL). */
export const STATEMENT_BALANCES = ['money', 'points'] as const;
export type StatementBalance = (typeof STATEMENT_BALANCES)[number];

export const STATEMENT_SECTIONS = ['orders', 'payments', 'purchases', 'points'] as const;

/**
 * The statement's lines. `ordersPlaced` and `fuelIssued` are for information (a placed order moves
 * nothing until it is paid; issued fuel is a limit on the cards, taken at the pump as `purchase`).
 */
export const STATEMENT_LINES = [
  'ordersPlaced',
  'fuelIssued',
  'couponsIssued',
  'wholesaleIssued',
  'paidByTransfer',
  'paidOnline',
  'pointsToCards',
  'purchase',
  'earned',
  'reversed',
  'transfer_in',
  'transfer_out',
  'card_topup',
] as const;
export type StatementLineKey = (typeof STATEMENT_LINES)[number];

/** `from` and `to` as asked, or their defaults: the 1st of `to`'s month, and today in Tbilisi. */
function periodOf(query: { from?: string; to?: string }) {
  const to = query.to ?? businessDateOf(new Date());
  return { from: query.from ?? `${to.slice(0, 8)}01`, to };
}

const period = z.object({
  from: calendarDate
    .optional()
    .describe('First Tbilisi day, YYYY-MM-DD; the 1st of `to`’s month when left out'),
  to: calendarDate.optional().describe('Last Tbilisi day (included), YYYY-MM-DD; today when left out'),
});

/** The period's bounds, `from` ≤ `to` and at most a year, named after the field the caller sent. */
function checkPeriod(query: { from?: string; to?: string }, context: z.RefinementCtx) {
  // A day that is no date was refused already (zod runs this check all the same).
  if ([query.from, query.to].some((day) => day !== undefined && !calendarDate.safeParse(day).success)) return;
  for (const field of ['from', 'to'] as const) {
    const day = query[field];
    if (day && (day < STATEMENT_DAYS.earliest || day > STATEMENT_DAYS.latest)) {
      const rule = day < STATEMENT_DAYS.earliest ? 'too_small' : 'too_big';
      const message = `From ${STATEMENT_DAYS.earliest} to ${STATEMENT_DAYS.latest}`;
      context.addIssue({ code: 'custom', path: [field], message, params: { rule } });
      return;
    }
  }
  const { from, to } = periodOf(query);
  // A lone `from` after today is the `from`'s fault.
  const path = [query.to ? 'to' : 'from'];
  if (from > to) {
    context.addIssue({ code: 'custom', path, message: 'dateRange', params: { rule: 'date_range' } });
  } else if (daysBetween(from, to) >= STATEMENT_MAX_DAYS) {
    const message = `At most ${STATEMENT_MAX_DAYS} days`;
    context.addIssue({ code: 'custom', path, message, params: { rule: 'max_days' } });
  }
}

export const fleetStatementQuery = period.superRefine(checkPeriod).transform(periodOf);

export const fleetStatementPdfQuery = period
  .extend({ locale: z.enum(['en', 'ka']).default('en').describe('The language of the labels') })
  .superRefine(checkPeriod)
  .transform((query) => ({ ...periodOf(query), locale: query.locale }));

export const fleetStatementLine = z
  .object({
    key: z.enum(STATEMENT_LINES),
    product: fleetFuelProduct.optional().describe('The fuel of a `purchase` line'),
    count: z.number().int().describe('Orders, payments, purchases or ledger movements'),
    liters: z.number().nullable().describe('Liters bought (purchases only)'),
    amount: fleetMoney.describe('Signed: what the line adds to its balance (for information: its total)'),
    moves: z.enum(STATEMENT_BALANCES).nullable().describe('The balance it moves; null: for information'),
  })
  .meta({ id: 'FleetStatementLine' });

export const fleetStatementSection = z
  .object({
    key: z.enum(STATEMENT_SECTIONS),
    balance: z.enum(STATEMENT_BALANCES).describe('The balance its lines move'),
    lines: z.array(fleetStatementLine),
    total: fleetMoney.describe('What the section’s moving lines add to the balance'),
    liters: z.number().nullable().describe('Liters bought (purchases only)'),
  })
  .meta({ id: 'FleetStatementSection' });

const balances = z.object({ money: fleetMoney, points: fleetMoney });

export const fleetStatement = z
  .object({
    from: calendarDate,
    to: calendarDate,
    company: z.object({ name: z.string(), identificationCode: z.string() }),
    opening: balances.describe('At the start of `from` (Tbilisi midnight)'),
    sections: z.array(fleetStatementSection),
    closing: balances.describe('At the end of `to`: the opening plus every moving line'),
    generatedAt: timestamp,
  })
  .meta({ id: 'FleetStatement' });

export type FleetStatementQuery = z.infer<typeof fleetStatementQuery>;
export type FleetStatementPdfQuery = z.infer<typeof fleetStatementPdfQuery>;
export type FleetStatementLine = z.infer<typeof fleetStatementLine>;
export type FleetStatementSection = z.infer<typeof fleetStatementSection>;
export type FleetStatement = z.infer<typeof fleetStatement>;
