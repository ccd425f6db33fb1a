import type { Database } from '../../../core/database/client';
import type { Outbox } from '../../../core/outbox/outbox';
import type { CommerceService } from '../../commerce/service';
import type { FilesService } from '../../files/service';
import type { IntranetService } from '../../intranet/service';
import type { NotificationsService } from '../../notifications/service';
import type { PaymentsService } from '../../payments/service';
import { createFleetCardsService } from '../cards/service';
import { fleetPriceList } from '../prices';
import { createOrdersDemo } from './demo';
import { createFleetOrdersService } from './service';

/**
 * The orders and cards services over the platform's modules: prices from the commerce items, documents
 * from the files module, online payment through payments, notices through notifications, working days
 * from the intranet's holidays.
 */
export function createFleetOrderServices(deps: {
  db: Database;
  outbox: Outbox;
  commerce: CommerceService;
  files: FilesService;
  payments: PaymentsService;
  notifications: NotificationsService;
  intranet: IntranetService;
}) {
  const prices = fleetPriceList(deps.commerce.items.activePricesBySku);
  const fleetOrders = createFleetOrdersService({
    ...deps,
    prices,
    projectHolidays: deps.intranet.publicHolidays.datesBetween,
  });
  const fleetCards = createFleetCardsService({ db: deps.db, orders: fleetOrders, prices });
  const fleetOrdersDemo = createOrdersDemo({
    db: deps.db,
    files: deps.files,
    orders: fleetOrders,
    cards: fleetCards,
    notifications: deps.notifications,
  });
  return { fleetOrders, fleetCards, fleetOrdersDemo };
}
