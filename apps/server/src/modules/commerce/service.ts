import type { Database } from '../../core/database/client';
import type { AuthService } from '../auth/service';
import { createItemService } from './item-service';
import { createOrderService } from './order-service';
import { createProfileService } from './profile-service';

/** The commerce module: items, orders and profiles. End users are read through the auth service. */
export function createCommerceService({ db, auth }: { db: Database; auth: Pick<AuthService, 'getUser'> }) {
  const items = createItemService({ db, auth });
  const orders = createOrderService({ db, items });
  const profiles = createProfileService({ db, auth });
  return { items, orders, profiles };
}

export type CommerceService = ReturnType<typeof createCommerceService>;
