import { type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import {
  executeRows,
  prepareStatement,
  statementName,
  typedPlaceholder as value,
} from '../../../core/database/statements';
import type { FuelProduct } from '../vocabulary';
import { type AnomalyFlag, RAPID_REFILL_MINUTES } from './vocabulary';

/** A value of a statement, or the placeholder its prepared statement binds. */
export type Bound<T> = T | Placeholder;

export type PurchaseMarks = { anomalies: AnomalyFlag[]; pointsEarned: number };

const prepared = new WeakMap<Database, ReturnType<typeof prepareStatement>>();

/**
 * What an approved purchase of `volumeMl` on the card of that number is marked with (its anomalies and
 * points), as the decision marks its approvals: `fleet_purchase_marks` (migration 0016) with the card's
 * vehicle and its company's points rate; no marks for a card the project no longer has. The completion
 * of a pre-authorization (completion.ts) marks what was delivered.
 */
export async function purchaseMarks(
  db: Database,
  input: { projectId: string; cardNumber: string; product: FuelProduct; volumeMl: number; at: Date },
): Promise<PurchaseMarks> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareStatement(
      db,
      sql`select m.anomalies, m.points_earned as "pointsEarned"
        from cards c
        join companies co on co.id = c.company_id
        left join vehicles v on v.id = c.vehicle_id
        left join points_rates r on r.project_id = co.project_id and r.product = ${value('product', 'text')},
        fleet_purchase_marks(c.id, ${value('product', 'text')}, ${value('volumeMl', 'bigint')},
          ${value('at', 'timestamptz')}, ${sql.raw(String(RAPID_REFILL_MINUTES))}, v.tank_capacity_ml,
          v.fuel_type, coalesce(r.points_per_liter, 0)) m
        where c.number = ${value('cardNumber', 'text')} and co.project_id = ${value('projectId', 'uuid')}`,
      statementName('fleet_purchase_marks', 'v1'),
    );
    prepared.set(db, statement);
  }
  const [row] = await executeRows<{ anomalies: AnomalyFlag[] | string; pointsEarned: number | string }>(
    statement,
    { ...input, at: input.at.toISOString() },
  );
  if (!row) return { anomalies: [], pointsEarned: 0 };
  return { anomalies: textArray(row.anomalies), pointsEarned: Number(row.pointsEarned) };
}

/** A text[] as an array (drivers that do not parse arrays answer `{A,B}`). */
function textArray(value: AnomalyFlag[] | string): AnomalyFlag[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return (inner ? inner.split(',') : []) as AnomalyFlag[];
}
