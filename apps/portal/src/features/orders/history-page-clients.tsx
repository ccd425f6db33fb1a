'use client';

import { useCan } from '@/features/fleet/fleet-me';
import { Guarded } from './guarded';
import { OrderHistory } from './order-history';

/** /dashboard/fuel-request/order-history. */
export function FuelOrderHistoryPageClient() {
  const can = useCan();
  return (
    <Guarded action="fuelRequest.read">
      <OrderHistory scope="fuel" mayEdit={can('fuelRequest.write')} />
    </Guarded>
  );
}

/** /dashboard/order-card/order-history. */
export function CardOrderHistoryPageClient() {
  const can = useCan();
  return (
    <Guarded action="orderCard.read">
      <OrderHistory scope="card" mayEdit={can('orderCard.write')} />
    </Guarded>
  );
}
