import { type SQL, sql } from 'drizzle-orm';
import { vehicles } from '../asset-tables';
import { earnedPointsCtes } from '../points/ledger';
import { companies } from '../tables';
import { decisionEventsCtes } from './decision-events';
import { cardTransactions, fleetPendingAggregates } from './tables';
import { dailyTotalsAddedCte } from './totals';

/**
 * The aggregate writer's batch (aggregates.ts) as one statement, prepared once: it claims up to
 * `batchSize` queued ids (FOR UPDATE SKIP LOCKED, so instances share the work), adds their approved
 * purchases to the daily totals, earns their points, moves their vehicles' odometers, writes the one-step
 * decisions' audit entries and webhook events, and deletes the ids. One statement is atomic: a purchase
 * is applied exactly once, and a crash before it ends leaves its ids queued. Answers how many it took.
 */
export function batchStatement(batchSize: number): SQL {
  const t = cardTransactions;
  const pending = fleetPendingAggregates;
  return sql`with
    claimed as (
      delete from ${pending} where transaction_id in (
        select transaction_id from ${pending} limit ${sql.raw(String(batchSize))} for update skip locked)
      returning transaction_id, decision_events),
    batch as (
      select t.*, claimed.decision_events from claimed join ${t} t on t.id = claimed.transaction_id),
    -- The batch's companies, locked in id order before any of their daily totals or balances: a void
    -- (void.ts) locks its company before its totals too, so neither waits on the other in a circle.
    locked_companies as (
      select id from ${companies} where id in (select company_id from batch) order by id for update),
    purchases as (
      select * from batch
      where decision = 'approved' and company_id is not null and card_id is not null
        and (select count(*) from locked_companies) >= 0),
    ${dailyTotalsAddedCte(sql`purchases`)},
    earned as (
      select company_id, id as transaction_id, points_earned as amount, feed_seq as position
      from purchases where points_earned > 0),
    ${earnedPointsCtes(sql`earned`)},
    ${odometersMovedCte()},
    evented as (select * from batch where decision_events),
    ${decisionEventsCtes(sql`evented`)}
    select count(*)::int as taken from claimed`;
}

/**
 * The CTE `odometers_moved`: each vehicle of the batch's purchases that gave an odometer is set to the
 * odometer of its newest approved purchase that gave one, the same answer whatever order batches of
 * several instances commit in. Looked up per vehicle (card_transactions_vehicle_at_idx): as a join, the
 * planner read the whole index.
 */
function odometersMovedCte(): SQL {
  const t = cardTransactions;
  return sql`odometers_moved as (
    update ${vehicles} v set odometer_km = latest.odometer_km
    from (select distinct vehicle_id from purchases where odometer_km is not null) moved
    cross join lateral (
      select ${t.odometerKm} as odometer_km from ${t}
      where ${t.vehicleId} = moved.vehicle_id and ${t.odometerKm} is not null and ${t.decision} = 'approved'
      order by ${t.at} desc, ${t.feedSeq} desc limit 1) latest
    where v.id = moved.vehicle_id
    returning 1)`;
}
