import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { executeRows, type prepareStatement, typedPlaceholder } from '../../../core/database/statements';
import { Conflict } from '../../../core/errors';
import type { Metrics } from '../../../core/metrics/metrics';
import type { Outbox } from '../../../core/outbox/outbox';
import type { FuelPrices } from '../prices';
import { LIMIT_PERIODS } from '../vocabulary';
import { weekdayAndMinute, windowStart } from '../windows';
import type { Quantity } from './booking';
import type { FleetAuthorizationBody } from './schemas';
import { abortReason } from './statements';
import type { TransactionRow } from './view';
import { RAPID_REFILL_MINUTES } from './vocabulary';

// The terminal's decision on a card is made by the database: `fleet_decide` (migration 0016) holds the
// rules (company and card status, products, days and hours, every limit window, in DECLINE_REASONS'
// order) and books what it approves. Each kind of decision (authorize.ts, preauthorize.ts) is ONE
// prepared statement: the `decided` CTE below, then the CTEs that record it. One round trip; a retry of
// a recorded terminal transaction id rolls the statement back (`fleet_abort_if` 'replay').

export type AuthorizeDeps = {
  db: Database;
  prices: FuelPrices;
  outbox: Pick<Outbox, 'wake'>;
  /** The authorization's instant (tests move it across Tbilisi midnights). */
  clock: () => Date;
  metrics?: Pick<Metrics, 'authorizations'>;
};

/** What fleet_decide answers: the card's ids (null for an unknown card) and the decision. */
export type Decided = Pick<
  TransactionRow,
  | 'cardId'
  | 'companyId'
  | 'vehicleId'
  | 'groupId'
  | 'decision'
  | 'reason'
  | 'refusal'
  | 'bookings'
  | 'anomalies'
  | 'pointsEarned'
>;

/** What the terminal asked for, as every decision records it (the statement's placeholders of the same names). */
export type Requested = Pick<
  TransactionRow,
  | 'id'
  | 'projectId'
  | 'cardNumber'
  | 'stationId'
  | 'terminalId'
  | 'terminalTransactionId'
  | 'product'
  | 'volumeMl'
  | 'amountTetri'
  | 'unitPriceTetri'
  | 'odometerKm'
  | 'at'
>;

const placeholder = (name: keyof Requested, type: string) => typedPlaceholder(name, type);
const field = (name: keyof Decided, type: string) => sql.raw(`(decided.v->>'${name}')::${type}`);

/** fleet_decide's arguments, from the statement's placeholders and windows.ts. */
export function decisionArguments(): SQL {
  const at = placeholder('at', 'timestamptz');
  const { weekday, minute } = weekdayAndMinute(at);
  const starts = LIMIT_PERIODS.filter((period) => period !== 'unlimited').map(
    (period) => sql`${sql.raw(`'${period}'`)}, ${windowStart(period, at)}`,
  );
  return sql`${placeholder('projectId', 'uuid')}, ${placeholder('cardNumber', 'text')},
    ${placeholder('product', 'text')}, ${at}, ${weekday}, ${minute}, jsonb_build_object(${sql.join(starts, sql`, `)}),
    ${placeholder('volumeMl', 'bigint')}, ${placeholder('amountTetri', 'bigint')}, ${sql.raw(String(RAPID_REFILL_MINUTES))}`;
}

/** The decision as the CTE `decided (v)` of a decision's statement. */
export const decidedCte = (): SQL => sql`decided as (select fleet_decide(${decisionArguments()}) as v)`;

/**
 * The columns of a recorded decision (card_transactions and card_preauthorizations share them) and
 * their values, read from `decided` and the placeholders.
 */
export const RECORDED_DECISION: Record<string, SQL> = {
  id: placeholder('id', 'uuid'),
  project_id: placeholder('projectId', 'uuid'),
  company_id: field('companyId', 'uuid'),
  card_id: field('cardId', 'uuid'),
  card_number: placeholder('cardNumber', 'text'),
  vehicle_id: field('vehicleId', 'uuid'),
  group_id: field('groupId', 'uuid'),
  station_id: placeholder('stationId', 'text'),
  terminal_id: placeholder('terminalId', 'text'),
  terminal_transaction_id: placeholder('terminalTransactionId', 'text'),
  product: placeholder('product', 'text'),
  decision: field('decision', 'text'),
  reason: field('reason', 'text'),
  // A decline without a limit has a JSON null refusal: stored as SQL null.
  refusal: sql`nullif(decided.v->'refusal', 'null'::jsonb)`,
  volume_ml: placeholder('volumeMl', 'int'),
  amount_tetri: placeholder('amountTetri', 'bigint'),
  unit_price_tetri: placeholder('unitPriceTetri', 'int'),
  bookings: sql`coalesce(decided.v->'bookings', '[]'::jsonb)`,
  odometer_km: placeholder('odometerKm', 'int'),
  at: placeholder('at', 'timestamptz'),
};

/** An approval's marks (fleet_purchase_marks): only card_transactions has their columns. */
export const DECISION_MARKS: Record<string, SQL> = {
  anomalies: sql`array(select jsonb_array_elements_text(coalesce(decided.v->'anomalies', '[]'::jsonb)))`,
  points_earned: sql`coalesce(${field('pointsEarned', 'bigint')}, 0)`,
};

/** `insert into <table> (columns) select values from decided [where]`, the decision's record. */
export function insertDecided(
  table: SQL | object,
  columns: Record<string, SQL>,
  where: SQL = sql`true`,
): SQL {
  const names = Object.keys(columns).map((name) => sql.identifier(name));
  return sql`insert into ${table} (${sql.join(names, sql`, `)})
    select ${sql.join(Object.values(columns), sql`, `)} from decided where ${where}`;
}

/** Whether the decision is a decline of a known card (it has a company: alerts, audit, events). */
export const declinedKnown = sql`decided.v->>'decision' = 'declined' and decided.v->>'companyId' is not null`;

/** The decision's answer (a string on drivers that do not parse jsonb), with every field present. */
function decidedOf(value: Partial<Decided> | string): Decided {
  const decided = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<Decided>;
  return {
    cardId: decided.cardId ?? null,
    companyId: decided.companyId ?? null,
    vehicleId: decided.vehicleId ?? null,
    groupId: decided.groupId ?? null,
    decision: decided.decision!,
    reason: decided.reason ?? null,
    refusal: decided.refusal ?? null,
    bookings: decided.bookings ?? [],
    anomalies: decided.anomalies ?? [],
    pointsEarned: Number(decided.pointsEarned ?? 0),
  };
}

const productNotPriced = (product: string) =>
  new Conflict(
    `The retailer has no active price for ${product}; send unitPrice`,
    [{ path: 'product', rule: 'priced', message: 'No active price for this product' }],
    'PRODUCT_NOT_PRICED',
  );

/** Liters and GEL of the purchase, from whichever the terminal gave and the unit price. */
export function quantityOf(
  body: Pick<FleetAuthorizationBody, 'liters' | 'amount'>,
  unitPrice: number,
): Quantity {
  if (body.liters !== undefined) {
    const volumeMl = Math.round(body.liters * 1000);
    return { volumeMl, amountTetri: Math.round((volumeMl * unitPrice) / 1000) };
  }
  const amountTetri = body.amount!.amount;
  return { volumeMl: Math.round((amountTetri * 1000) / unitPrice), amountTetri };
}

/** How one kind of terminal decision is recorded and answered. */
export type DecisionSteps<Row extends Pick<TransactionRow, 'decision' | 'reason' | 'companyId'>> = {
  /** The prepared statement: `decidedCte()`, its records, and `decided` answered as `decided`. */
  statement: ReturnType<typeof prepareStatement>;
  /** Values of the statement's own placeholders besides the request's. */
  values?: (requested: Requested) => Record<string, unknown>;
  /** The answer, from the request and the decision. */
  row(requested: Requested, decided: Decided): Row;
  /** The first decision of a terminal transaction id recorded already. */
  replayed(
    projectId: string,
    key: Pick<FleetAuthorizationBody, 'terminalId' | 'terminalTransactionId'>,
  ): Promise<Row>;
};

/**
 * A station terminal's decision on a card at a pump, with the retailer project's private key: the
 * one-step authorization (post-pay, authorize.ts) and the pre-authorization (preauthorize.ts) decide
 * alike (fleet_decide) and differ only in what their statement records. A retry of a recorded terminal
 * transaction id writes nothing and answers the first decision.
 *
 * @throws Conflict 409 `PRODUCT_NOT_PRICED` when no unit price is sent and the product has none.
 */
export function createDecision<Row extends Pick<TransactionRow, 'decision' | 'reason' | 'companyId'>>(
  deps: AuthorizeDeps,
  steps: DecisionSteps<Row>,
) {
  return async function decideAtPump(projectId: string, body: FleetAuthorizationBody): Promise<Row> {
    const at = deps.clock();
    const unitPrice = body.unitPrice?.amount ?? (await deps.prices.of(projectId)).get(body.product);
    if (!unitPrice) throw productNotPriced(body.product);
    const requested: Requested = {
      id: randomUUID(),
      projectId,
      cardNumber: body.cardNumber,
      stationId: body.stationId,
      terminalId: body.terminalId,
      terminalTransactionId: body.terminalTransactionId,
      product: body.product,
      ...quantityOf(body, unitPrice),
      unitPriceTetri: unitPrice,
      odometerKm: body.odometerKm ?? null,
      at,
    };
    let row: Row;
    try {
      const [result] = await executeRows<{ decided: Partial<Decided> | string }>(steps.statement, {
        ...requested,
        at: at.toISOString(),
        ...steps.values?.(requested),
      });
      row = steps.row(requested, decidedOf(result!.decided));
    } catch (error) {
      if (abortReason(error) !== 'replay') throw error;
      return steps.replayed(projectId, body);
    }
    deps.metrics?.authorizations.inc({ decision: row.decision, reason: row.reason ?? 'none' });
    if (row.decision === 'declined' && row.companyId) deps.outbox.wake();
    return row;
  };
}
