import { eq } from 'drizzle-orm';
import { InvalidTransition, NotFound } from '../../../core/errors';
import { preauthorizationView } from './preauthorization-view';
import { preauthorizationOf } from './preauthorize';
import { type HoldClosingDeps, releaseHold } from './release-hold';
import type { FleetPreauthorization, FleetReversalBody } from './schemas';
import { cardPreauthorizations } from './tables';

/**
 * The terminal's reversal of a pre-authorization (the driver left without fuel, the pump failed): the
 * hold is released at once. Again, or after the hold expired, answers the pre-authorization as it is.
 * A completed one is a purchase: the terminal voids it (void.ts) under the same id.
 *
 * @throws NotFound 404 unknown; InvalidTransition 409 for a declined or completed one.
 */
export function createReverse({ db, clock, metrics }: HoldClosingDeps) {
  return async function reverse(projectId: string, body: FleetReversalBody): Promise<FleetPreauthorization> {
    const found = await preauthorizationOf(db, projectId, body);
    if (!found) throw new NotFound('Pre-authorization');
    const released = await releaseHold(db, eq(cardPreauthorizations.id, found.id), 'reversed', clock());
    if (released) metrics?.holdsClosed.inc({ outcome: 'reversed' });
    const current = released ?? (await preauthorizationOf(db, projectId, body))!;
    if (current.decision === 'declined') throw new InvalidTransition('declined', 'reversed');
    if (current.status === 'completed') throw new InvalidTransition('completed', 'reversed');
    return preauthorizationView(current);
  };
}
