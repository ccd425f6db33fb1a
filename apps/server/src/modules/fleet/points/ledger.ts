import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { rowsOf } from '../rows';
import { companies } from '../tables';
import { pointsLedger } from './tables';
import type { PointsKind } from './vocabulary';

/** One movement of a company's points: `amount` is signed (earned and transfers in add). */
export type PointsMove = {
  companyId: string;
  kind: PointsKind;
  amount: number;
  counterpartCompanyId?: string | null;
  cardId?: string | null;
  transactionId?: string | null;
  idempotencyKey?: string | null;
  userId?: string | null;
};

/** What a move wrote: its ledger row's id, the balance it left and when. */
export type PointsMoved = { id: string; balanceAfter: number; at: Date };

/**
 * Moves the company's balance and writes its ledger row in one statement: the balance changes only where
 * it stays at or above zero (`points_balance + $x >= 0`, re-checked by PostgreSQL on the newest row
 * after a concurrent move), and the row records the balance that resulted. Nothing is written when the
 * balance would go negative: the caller gets undefined and refuses.
 */
export async function movePoints(tx: Database, move: PointsMove): Promise<PointsMoved | undefined> {
  const [row] = await rowsOf<{ id: string; balance_after: string | number; created_at: Date | string }>(
    tx,
    sql`with ${pointsMoveCtes(move, 'move')} select id, balance_after, created_at from move_ledger`,
  );
  if (!row) return undefined;
  return { id: row.id, balanceAfter: Number(row.balance_after), at: new Date(row.created_at) };
}

/**
 * A move's two statements as the CTEs `<name>_balance` (the conditional update) and `<name>_ledger` (its
 * row, returning id, balance_after and created_at), for movePoints or a larger statement.
 */
export function pointsMoveCtes(move: PointsMove, name: string): SQL {
  const amount = sql`${move.amount}::bigint`;
  const balance = sql.raw(`${name}_balance`);
  return sql`
    ${balance} as (
      update ${companies} set points_balance = points_balance + ${amount}
      where id = ${move.companyId}::uuid and points_balance + ${amount} >= 0
      returning points_balance),
    ${sql.raw(`${name}_ledger`)} as (
      insert into ${pointsLedger} (company_id, kind, amount, balance_after, counterpart_company_id, card_id,
        transaction_id, idempotency_key, user_id)
      select ${move.companyId}::uuid, ${move.kind}, ${amount}, ${balance}.points_balance,
        ${move.counterpartCompanyId ?? null}::uuid, ${move.cardId ?? null}::uuid, ${move.transactionId ?? null}::uuid,
        ${move.idempotencyKey ?? null}, ${move.userId ?? null}::uuid
      from ${balance}
      returning id, balance_after, created_at)`;
}

/**
 * Takes a voided purchase's points back: as many as the balance still holds (the company may have
 * transferred them meanwhile), so the balance never goes negative and the ledger still adds up to it.
 * Writes nothing when the balance is empty.
 */
export async function reversePoints(
  tx: Database,
  input: { companyId: string; transactionId: string; points: number },
): Promise<void> {
  await tx.execute(sql`
    with before as (
      select id, points_balance from ${companies} where id = ${input.companyId}::uuid for update),
    balance as (
      update ${companies} c set points_balance = c.points_balance - least(before.points_balance, ${input.points}::bigint)
      from before where c.id = before.id and before.points_balance > 0
      returning c.points_balance, before.points_balance - c.points_balance as taken)
    insert into ${pointsLedger} (company_id, kind, amount, balance_after, transaction_id)
    select ${input.companyId}::uuid, 'reversed', -balance.taken, balance.points_balance, ${input.transactionId}::uuid
    from balance`);
}

/**
 * The points a batch of purchases earned, as CTEs of the aggregate writer's one statement
 * (aggregates.ts): `moves` is a relation of (company_id, transaction_id, amount, position). Each
 * company's balance rises by its purchases' sum (earning never takes it below zero) and each purchase
 * writes its ledger row, whose balance_after is the balance right after it, in the batch's order.
 */
export function earnedPointsCtes(moves: SQL): SQL {
  return sql`
    earned_sums as (select company_id, sum(amount)::bigint as total from ${moves} group by company_id),
    earned_balance as (
      update ${companies} c set points_balance = c.points_balance + earned_sums.total from earned_sums
      where c.id = earned_sums.company_id
      returning c.id, c.points_balance - earned_sums.total as before),
    earned_ledger as (
      insert into ${pointsLedger} (company_id, kind, amount, balance_after, transaction_id)
      select m.company_id, 'earned', m.amount,
        b.before + sum(m.amount) over (partition by m.company_id order by m.position), m.transaction_id
      from ${moves} m join earned_balance b on b.id = m.company_id
      order by m.position
      returning 1)`;
}
