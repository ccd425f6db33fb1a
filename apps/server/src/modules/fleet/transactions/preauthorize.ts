import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../core/database/client';
import { Conflict } from '../../../core/errors';
import { type AuthorizeDeps, createDecision, type Requested } from './decide';
import { preauthorizationStatement } from './hold';
import { type PreauthorizationRow, preauthorizationView } from './preauthorization-view';
import type { FleetPreauthorization, FleetPreauthorizationBody } from './schemas';
import { cardPreauthorizations } from './tables';

export type PreauthorizeDeps = AuthorizeDeps & {
  /** How long a hold waits for its completion before the expiry job releases it. */
  holdMinutes: number;
};

/** The same terminal transaction id names a one-step authorization of the terminal. */
export const keyTaken = () =>
  new Conflict('The terminal transaction id names a one-step authorization of this terminal');

/** The pre-authorization a terminal named by its terminal transaction id, if any. */
export async function preauthorizationOf(
  db: Database,
  projectId: string,
  key: { terminalId: string; terminalTransactionId: string },
): Promise<PreauthorizationRow | undefined> {
  const [row] = await db
    .select()
    .from(cardPreauthorizations)
    .where(
      and(
        eq(cardPreauthorizations.projectId, projectId),
        eq(cardPreauthorizations.terminalId, key.terminalId),
        eq(cardPreauthorizations.terminalTransactionId, key.terminalTransactionId),
      ),
    );
  return row;
}

/**
 * Pay-at-pump's first step (IFSF authorization): the terminal asks for the most the pump may deliver,
 * and the card is decided on exactly as a one-step authorization (decide.ts). An approval holds that
 * maximum on the card's limit windows until the completion (completion.ts), the reversal (reversal.ts)
 * or the expiry (hold-expiry.ts); a decline is recorded as a declined card transaction too (the admins'
 * alert, the company's list) under the same id. A retry answers the first decision and books nothing.
 * One statement (hold.ts).
 *
 * @throws Conflict 409 `PRODUCT_NOT_PRICED` when no unit price is sent and the product has none.
 */
export function createPreauthorize(deps: PreauthorizeDeps) {
  const { db, holdMinutes } = deps;
  const expiresAt = (requested: Requested) => new Date(requested.at.getTime() + holdMinutes * 60_000);
  const decide = createDecision(deps, {
    statement: preauthorizationStatement(db),
    values: (requested) => ({ expiresAt: expiresAt(requested).toISOString() }),
    row: (requested, decided): PreauthorizationRow => {
      const { anomalies, pointsEarned, ...recorded } = { ...requested, ...decided };
      const approved = decided.decision === 'approved';
      return {
        ...recorded,
        status: approved ? 'held' : null,
        expiresAt: approved ? expiresAt(requested) : null,
        closedAt: null,
      };
    },
    replayed: async (projectId, key) => {
      const first = await preauthorizationOf(db, projectId, key);
      if (!first) throw keyTaken();
      return first;
    },
  });
  return async function preauthorize(
    projectId: string,
    body: FleetPreauthorizationBody,
  ): Promise<FleetPreauthorization> {
    return preauthorizationView(await decide(projectId, body));
  };
}
