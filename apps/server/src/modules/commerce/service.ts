import type { Database } from '../../core/database/client';
import type { Invalidation } from '../../core/invalidation';
import type { AuthService } from '../auth/service';
import { createItemService } from './item-service';
import { createOrderService } from './order-service';
import { createProfileService } from './profile-service';

/** The commerce module: items, orders and profiles. End users are read through the auth service. */
export function createCommerceService({
  db,
  auth,
  invalidation,
}: {
  db: Database;
  auth: Pick<AuthService, 'getUser'>;
  invalidation: Invalidation;
}) {
  const items = createItemService({ db, auth, invalidation });
  const orders = createOrderService({ db, items });
  const profiles = createProfileService({ db, auth });
  return { items, orders, profiles };
}

export type CommerceService = ReturnType<typeof createCommerceService>;
