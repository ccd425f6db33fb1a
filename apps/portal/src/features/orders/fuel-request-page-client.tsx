'use client';

import { useTranslations } from 'next-intl';
import formStyles from '@/components/form/form.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { useCan } from '@/features/fleet/fleet-me';
import { Guarded } from './guarded';
import { OrderForm } from './order-form';
import styles from './orders.module.css';

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
