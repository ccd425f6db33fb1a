'use client';

import type { FleetAction } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import formStyles from '@/components/form/form.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { useCan } from '@/features/fleet/fleet-me';
import { OrderForm } from './order-form';
import { OrderHistory } from './order-history';
import styles from './orders.module.css';

/** The page's body for a user who may read it; the refusal the server would give otherwise. */
function Guarded({ action, children }: { action: FleetAction; children: ReactNode }) {
  const can = useCan();
  const notAuthorized = useTranslations('FleetErrors')('NOT_AUTHORIZED');
  if (!can(action)) {
    return (
      <p className={formStyles.alert} role="alert">
        {notAuthorized}
      </p>
    );
  }
  return <>{children}</>;
}

/** /dashboard/fuel-request: the order form (EDIT), or a note and the history link (VIEW). */
export function FuelRequestPageClient() {
  const t = useTranslations('Orders');
  const can = useCan();
  return (
    <Guarded action="fuelRequest.read">
      <div className={styles.page}>
        <div className={styles.actions}>
          <ButtonLink href="/dashboard/fuel-request/order-history" variant="secondary">
            {t('history.open')}
          </ButtonLink>
        </div>
        {can('fuelRequest.write') ? <OrderForm /> : <p className={formStyles.notice}>{t('viewOnly')}</p>}
      </div>
    </Guarded>
  );
}

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

export { Guarded };
