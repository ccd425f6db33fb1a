import { sql } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { executeRows, prepareStatement, statementsByShape } from '../../../core/database/statements';
import type { LimitPeriod } from '../vocabulary';
import { type Approval, windowBookings, windowValues } from './approval';
import { type Quantity, windowedLimits } from './booking';
import type { CardContext } from './card-context';
import type { DeclineLedger } from './decline';
import type { PreauthorizationRow } from './preauthorization-view';
import { abortReason, auditInsert, decisionValues, RECORDED, Replay } from './statements';
import { cardPreauthorizations } from './tables';

/** A terminal transaction id names one pre-authorization per terminal of the project. */
export const PREAUTHORIZATION_KEY = [
  cardPreauthorizations.projectId,
  cardPreauthorizations.terminalId,
  cardPreauthorizations.terminalTransactionId,
];

/**
 * A pre-authorization's hold in one statement, as the one-step approval (approval.ts) books: every
 * limit window of the card booked with the maximum (the same checking upserts, so concurrent decisions
 * see the hold and none passes a limit), the hold recorded with its bookings and expiry, and the audit
 * entry. Nothing else: the totals, points and odometer wait for the completion (completion.ts). A
 * window that refuses answers undefined, a recorded terminal transaction id throws Replay; both roll
 * the statement back.
 */
export function createHoldAtOnce(db: Database, holdMinutes: number) {
  const statementOf = statementsByShape<LimitPeriod[], ReturnType<typeof prepareStatement>>(
    'fleet_hold',
    (periods, name) => {
      const windows = windowBookings(periods);
      const held = db
        .insert(cardPreauthorizations)
        .values({
          ...RECORDED,
          decision: 'approved',
          status: 'held',
          bookings: windows.json,
          expiresAt: sql.placeholder('expiresAt'),
        })
        .onConflictDoNothing({ target: PREAUTHORIZATION_KEY })
        .returning({ bookings: cardPreauthorizations.bookings });
      const parts = [
        ...windows.parts,
        sql`held as (${held.getSQL()})`,
        sql`audit as (${auditInsert(db).getSQL()})`,
      ];
      const statement = sql`with ${sql.join(parts, sql`, `)}
        select fleet_abort_if(case when not (${windows.booked}) then 'refused'
          when not exists (select from held) then 'replay' end) as passed,
          (select bookings from held) as bookings`;
      return prepareStatement(db, statement, name);
    },
  );

  return async function holdAtOnce(
    card: CardContext,
    approval: Approval,
    quantity: Quantity,
  ): Promise<PreauthorizationRow | undefined> {
    const { anomalies, pointsEarned, ...recorded } = approval;
    const expiresAt = new Date(approval.at.getTime() + holdMinutes * 60_000);
    const audited = {
      ...approval,
      decision: 'approved' as const,
      reason: null,
      refusal: null,
      bookings: [],
      alertedAt: null,
      voidedAt: null,
    };
    const values = {
      ...decisionValues(audited, 'preauthorize'),
      ...windowValues(card.limits, quantity),
      expiresAt,
    };
    try {
      const statement = statementOf(windowedLimits(card.limits).map((limit) => limit.period));
      const [result] = await executeRows<{ bookings: PreauthorizationRow['bookings'] | string }>(
        statement,
        values,
      );
      const bookings = result!.bookings;
      return {
        ...recorded,
        decision: 'approved',
        reason: null,
        refusal: null,
        status: 'held',
        bookings: typeof bookings === 'string' ? JSON.parse(bookings) : bookings,
        expiresAt,
        closedAt: null,
      };
    } catch (error) {
      const reason = abortReason(error);
      if (reason === 'refused') return undefined;
      if (reason === 'replay') throw new Replay();
      throw error;
    }
  };
}

/** A declined pre-authorization is recorded as a pre-authorization too, in its decline's statement (decline.ts). */
export const preauthorizationDeclineLedger: DeclineLedger = {
  kind: 'fleet_predecline',
  insert: (db) =>
    db
      .insert(cardPreauthorizations)
      .values({
        ...RECORDED,
        decision: 'declined',
        reason: sql.placeholder('reason'),
        refusal: sql`${sql.placeholder('refusal')}::jsonb`,
      })
      .onConflictDoNothing({ target: PREAUTHORIZATION_KEY })
      .returning({ id: cardPreauthorizations.id })
      .getSQL(),
};
