import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../core/database/client';
import { registerIntervalJob } from '../../../core/interval-job';
import type { Metrics } from '../../../core/metrics/metrics';
import { releaseHold } from './release-hold';
import { cardPreauthorizations } from './tables';

const BATCH = 200;

/**
 * The holds' job: a pre-authorization still held at its expiry is moved to expired and its hold given
 * back (release-hold.ts). Safe with any number of server instances at once: each hold moves with a
 * conditional update, so exactly one instance releases it; the others' updates match nothing.
 */
export function createHoldExpiry({ db }: { db: Database }) {
  return {
    /** Releases every hold due at `now`; resolves to how many this call released. */
    async expireDue(now = new Date()): Promise<number> {
      let released = 0;
      // Keyset pages over (expiry, id): a hold another instance is releasing is passed.
      let last: { expiresAt: Date; id: string } | undefined;
      for (;;) {
        const due = await db
          .select({ id: cardPreauthorizations.id, expiresAt: cardPreauthorizations.expiresAt })
          .from(cardPreauthorizations)
          .where(
            and(
              eq(cardPreauthorizations.status, 'held'),
              lt(cardPreauthorizations.expiresAt, now),
              last
                ? sql`(${cardPreauthorizations.expiresAt}, ${cardPreauthorizations.id}) > (${last.expiresAt.toISOString()}::timestamptz, ${last.id}::uuid)`
                : undefined,
            ),
          )
          .orderBy(asc(cardPreauthorizations.expiresAt), asc(cardPreauthorizations.id))
          .limit(BATCH);
        for (const hold of due) {
          const where = and(eq(cardPreauthorizations.id, hold.id), lt(cardPreauthorizations.expiresAt, now));
          if (await releaseHold(db, where, 'expired', now)) released += 1;
        }
        if (due.length < BATCH) return released;
        const end = due.at(-1)!;
        last = { expiresAt: end.expiresAt!, id: end.id };
      }
    },
  };
}

export type HoldExpiry = ReturnType<typeof createHoldExpiry>;

/** Runs the job every `intervalMs` while the app runs (every instance may: see above). */
export function registerHoldExpiry(
  app: FastifyInstance,
  expiry: HoldExpiry,
  options: { enabled: boolean; intervalMs: number; metrics?: Pick<Metrics, 'jobRuns' | 'holdsClosed'> },
) {
  if (!options.enabled) return;
  registerIntervalJob(app, {
    name: 'preauthorization_expiry',
    intervalMs: options.intervalMs,
    run: () => expiry.expireDue(),
    done: (released) => options.metrics?.holdsClosed.inc({ outcome: 'expired' }, released),
    metrics: options.metrics,
  });
}
