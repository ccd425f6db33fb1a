'use client';

import { useTranslations } from 'next-intl';
import formStyles from '@/components/form/form.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { useCan } from '@/features/fleet/fleet-me';
import styles from '@/features/orders/orders.module.css';
import { Guarded } from '@/features/orders/page-clients';
import { CardOrderForm } from './card-order-form';
import { CardsTable } from './cards-table';

/** /dashboard/order-card: order cards (EDIT) and manage the company's cards. */
export function CardsPageClient() {
  const t = useTranslations('Cards');
  const can = useCan();
  const mayEdit = can('orderCard.write');
  return (
    <Guarded action="orderCard.read">
      <div className={styles.page}>
        <div className={styles.actions}>
          <ButtonLink href="/dashboard/order-card/order-history" variant="secondary">
            {t('openHistory')}
          </ButtonLink>
        </div>
        {mayEdit ? <CardOrderForm /> : <p className={formStyles.notice}>{t('viewOnly')}</p>}
        <CardsTable mayEdit={mayEdit} />
      </div>
    </Guarded>
  );
}
