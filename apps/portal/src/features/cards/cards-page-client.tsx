'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import formStyles from '@/components/form/form.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { useCan } from '@/features/fleet/fleet-me';
import styles from '@/features/orders/orders.module.css';
import { Guarded } from '@/features/orders/page-clients';
import { usePathname, useRouter } from '@/i18n/navigation';
import { CardFocus } from './card-focus';
import { CardOrderForm } from './card-order-form';
import { CardsTable } from './cards-table';

/** /dashboard/order-card: the company's cards (EDIT changes them, and orders more); `?card=` opens one first. */
export function CardsPageClient() {
  const t = useTranslations('Cards');
  const can = useCan();
  const mayEdit = can('orderCard.write');
  const search = useSearchParams();
  const focused = search.get('card');
  const router = useRouter();
  const pathname = usePathname();
  // Closing keeps the table's own parameters (page, search, filters).
  const closeFocus = () => {
    const next = new URLSearchParams(search.toString());
    next.delete('card');
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  return (
    <Guarded action="orderCard.read">
      <div className={styles.page}>
        <div className={styles.actions}>
          {mayEdit && <ButtonLink href="/dashboard/order-card/new">{t('orderMore')}</ButtonLink>}
          <ButtonLink href="/dashboard/order-card/order-history" variant="secondary">
            {t('openHistory')}
          </ButtonLink>
        </div>
        {focused && <CardFocus key={focused} id={focused} mayEdit={mayEdit} onClose={closeFocus} />}
        {!mayEdit && <p className={formStyles.notice}>{t('viewOnly')}</p>}
        <CardsTable mayEdit={mayEdit} />
      </div>
    </Guarded>
  );
}

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
