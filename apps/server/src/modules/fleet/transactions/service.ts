import type { Database } from '../../../core/database/client';
import type { Metrics } from '../../../core/metrics/metrics';
import type { Outbox } from '../../../core/outbox/outbox';
import type { NotificationsService } from '../../notifications/service';
import type { FuelPrices } from '../prices';
import { createDeclineAlerts } from './alerts';
import { createAuthorize } from './authorize';
import { createTransactionList } from './list';
import { createStaffCards } from './staff-cards';
import { createVoid } from './void';

export type TransactionsDeps = {
  db: Database;
  outbox: Outbox;
  prices: FuelPrices;
  notifications: Pick<NotificationsService, 'prepare' | 'write'>;
  clock?: () => Date;
  /** Counts the decisions (a replay is not a new one). */
  metrics?: Pick<Metrics, 'authorizations'>;
};

/** Card purchases: the terminal's authorization and void, the decline alerts, the company's list. */
export function createTransactionsService(deps: TransactionsDeps) {
  const clock = deps.clock ?? (() => new Date());
  const alerts = createDeclineAlerts(deps);
  return {
    authorize: createAuthorize({ ...deps, clock }),
    void: createVoid({ db: deps.db, clock }),
    /** The outbox handler of DECLINE_ALERT_TOPIC (services.ts registers it with the worker). */
    alertHandler: alerts.handler,
    ...createTransactionList(deps.db),
    /** The back office's terminal simulator picks its card from these. */
    staffCards: createStaffCards(deps.db),
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
