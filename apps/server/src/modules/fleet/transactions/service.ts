import type { Database } from '../../../core/database/client';
import type { Metrics } from '../../../core/metrics/metrics';
import type { Outbox } from '../../../core/outbox/outbox';
import type { NotificationsService } from '../../notifications/service';
import type { FuelPrices } from '../prices';
import { createPurchaseAggregates } from './aggregates';
import { createDeclineAlerts } from './alerts';
import { createAuthorize } from './authorize';
import { createComplete } from './completion';
import { createHoldExpiry } from './hold-expiry';
import { createTransactionList } from './list';
import { createPreauthorize } from './preauthorize';
import { createReverse } from './reversal';
import { createStaffCards } from './staff-cards';
import { createVoid } from './void';

export type TransactionsDeps = {
  db: Database;
  outbox: Outbox;
  prices: FuelPrices;
  notifications: Pick<NotificationsService, 'prepare' | 'write'>;
  clock?: () => Date;
  /** How long a pre-authorization's hold waits for its completion (config PREAUTH_HOLD_MINUTES). */
  holdMinutes?: number;
  /** Counts the decisions (a replay is not a new one) and the holds closed. */
  metrics?: Pick<Metrics, 'authorizations' | 'holdsClosed'>;
};

/**
 * Card purchases: the terminal's one-step authorization and void, pay-at-pump's pre-authorization,
 * completion and reversal with the job that expires holds, the decline alerts, the company's list.
 */
export function createTransactionsService(deps: TransactionsDeps) {
  const clock = deps.clock ?? (() => new Date());
  const alerts = createDeclineAlerts(deps);
  const closing = { db: deps.db, clock, metrics: deps.metrics };
  return {
    authorize: createAuthorize({ ...deps, clock }),
    void: createVoid({ db: deps.db, clock }),
    preauthorize: createPreauthorize({ ...deps, clock, holdMinutes: deps.holdMinutes ?? 30 }),
    complete: createComplete(closing),
    reverse: createReverse(closing),
    /** Releases the holds not completed in time (app.ts runs it on an interval). */
    holdExpiry: createHoldExpiry(deps),
    /**
     * What follows an approval after its commit: the daily totals, points and odometers (app.ts runs
     * it on an interval; `catchUp()` waits until it has applied every purchase so far).
     */
    aggregates: createPurchaseAggregates({ db: deps.db }),
    /** The outbox handler of DECLINE_ALERT_TOPIC (services.ts registers it with the worker). */
    alertHandler: alerts.handler,
    ...createTransactionList(deps.db),
    /** The back office's terminal simulator picks its card from these. */
    staffCards: createStaffCards(deps.db),
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
