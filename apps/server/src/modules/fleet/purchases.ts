import type { Database } from '../../core/database/client';
import type { Metrics } from '../../core/metrics/metrics';
import type { Outbox } from '../../core/outbox/outbox';
import type { NotificationsService } from '../notifications/service';
import { createPointsService } from './points/service';
import { cachedFuelPrices, type PricesBySku } from './prices';
import { seedPurchasesDemo } from './purchases-demo';
import { createReportsService } from './reports/service';
import { DECLINE_ALERT_TOPIC } from './transactions/alerts';
import { createTransactionsService } from './transactions/service';

export type FleetPurchasesDeps = {
  db: Database;
  outbox: Outbox;
  notifications: Pick<NotificationsService, 'prepare' | 'write'>;
  /** The project's active unit prices by sku (the commerce items). */
  pricesBySku: PricesBySku;
  clock?: () => Date;
  /** config PREAUTH_HOLD_MINUTES. */
  holdMinutes?: number;
  metrics?: Pick<Metrics, 'authorizations' | 'holdsClosed'>;
};

/** What follows a card to the pump: authorizations, the points they earn and the reports on them. */
export function createFleetPurchases(deps: FleetPurchasesDeps) {
  const prices = cachedFuelPrices(deps.pricesBySku);
  const transactions = createTransactionsService({ ...deps, prices });
  return {
    transactions,
    points: createPointsService({ db: deps.db, prices }),
    reports: createReportsService({ db: deps.db }),
    /** The outbox handlers these need (services.ts hands them to the worker). */
    outboxHandlers: { [DECLINE_ALERT_TOPIC]: transactions.alertHandler },
    /** The demo company's few months of purchases, sent through the authorization (seed only, uncounted). */
    seedDemo: (input: { projectId: string; identificationCode: string; days?: number }) =>
      seedPurchasesDemo(
        deps.db,
        (clock) => createFleetPurchases({ ...deps, clock, metrics: undefined }),
        input,
      ),
  };
}

export type FleetPurchases = ReturnType<typeof createFleetPurchases>;
