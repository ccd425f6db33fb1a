'use client';

import { useTranslations } from 'next-intl';
import formStyles from '@/components/form/form.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { useCan } from '@/features/fleet/fleet-me';
import { Guarded } from '@/features/orders/guarded';
import styles from '@/features/orders/orders.module.css';
import { CardOrderForm } from './card-order-form';

/** /dashboard/order-card/new: the card order form (EDIT), with the way back to the cards. */
export function NewCardOrderPageClient() {
  const t = useTranslations('Cards');
  const can = useCan();
  return (
    <Guarded action="orderCard.read">
      <div className={styles.page}>
        <div className={styles.actions}>
          <ButtonLink href="/dashboard/order-card" variant="secondary">
            {t('backToCards')}
          </ButtonLink>
          <ButtonLink href="/dashboard/order-card/order-history" variant="secondary">
            {t('openHistory')}
          </ButtonLink>
        </div>
        {can('orderCard.write') ? <CardOrderForm /> : <p className={formStyles.notice}>{t('viewOnly')}</p>}
      </div>
    </Guarded>
  );
}
