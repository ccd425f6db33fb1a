'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import formStyles from '@/components/form/form.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { useCan } from '@/features/fleet/fleet-me';
import { Guarded } from '@/features/orders/guarded';
import styles from '@/features/orders/orders.module.css';
import { usePathname, useRouter } from '@/i18n/navigation';
import { CardsTable } from './cards-table';

// One card's panel (`?card=`, from the home's alerts) loads only when asked for.
const CardFocus = lazy(() => import('./card-focus').then((module) => ({ default: module.CardFocus })));

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
        {focused && (
          <Suspense fallback={null}>
            <CardFocus key={focused} id={focused} mayEdit={mayEdit} onClose={closeFocus} />
          </Suspense>
        )}
        {!mayEdit && <p className={formStyles.notice}>{t('viewOnly')}</p>}
        <CardsTable mayEdit={mayEdit} />
      </div>
    </Guarded>
  );
}
