'use client';

import type { FleetFuelProduct } from '@fuel/sdk/fleet';
import { FleetHomeService } from '@fuel/sdk/fleet/home';
import { FUEL_PRODUCTS } from '@fuel/sdk/fleet-vocabulary';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FilterSelect } from '@/components/data-table/filter-select';
import { IntentLink } from '@/components/ui/intent-link';
import { menuSections } from '@/features/dashboard/routes';
import { useCan, useFleetMe } from '@/features/fleet/fleet-me';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { useFleetService } from '@/features/fleet/use-fleet-service';
import { formatGel, formatLiters } from '@/lib/format';
import { useInitialHome } from './initial-home';
import { LatestOrders } from './latest-orders';
import styles from './overview.module.css';

export const homeKeys = { one: (product: string) => ['fleet', 'home', product] as const };

/**
 * The dashboard home: the company, the points balance in GEL and liters, notifications, the latest fuel
 * requests (with VIEW on 'fuel request'), shortcuts; one home call brings all but the company.
 */
export function OverviewClient() {
  const t = useTranslations('Overview');
  const products = useTranslations('FuelProducts');
  const pages = useTranslations('Pages');
  const errorMessage = useFleetError();
  const locale = useLocale();
  const me = useFleetMe();
  const can = useCan();
  const homeService = useFleetService(FleetHomeService);
  const [product, setProduct] = useState<FleetFuelProduct>('EURO_DIESEL');
  const mayRead = can('home.read');
  const initialHome = useInitialHome(product);
  const home = useQuery({
    queryKey: homeKeys.one(product),
    queryFn: ({ signal }) => homeService.get({ product, latestOrders: true }, { signal }),
    enabled: mayRead,
    placeholderData: keepPreviousData,
    initialData: initialHome,
    initialDataUpdatedAt: 0,
  });
  const permissions = me.membership.role === 'SUPER_ADMIN' ? undefined : me.membership.permissions;
  const shortcuts = menuSections(permissions).filter((section) => section.href !== '/dashboard');

  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby="overview-company">
        <h2 id="overview-company">{t('company')}</h2>
        <p className={styles.big}>{me.company.name}</p>
        <p className={styles.muted}>{t('identificationCode', { code: me.company.identificationCode })}</p>
      </section>

      <section className={styles.card} aria-labelledby="overview-balance" aria-busy={home.isFetching}>
        <h2 id="overview-balance">{t('balance')}</h2>
        {!mayRead ? (
          <p className={styles.muted}>{t('noAccess')}</p>
        ) : home.isError ? (
          <p role="alert">{errorMessage(home.error)}</p>
        ) : !home.data ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <>
            <p className={styles.big} data-testid="balance-gel">
              {formatGel(home.data.balance.points.amount, locale)}
            </p>
            <p data-testid="balance-liters">
              {home.data.balance.liters === null
                ? t('noPrice')
                : t('inLiters', {
                    liters: formatLiters(home.data.balance.liters, locale),
                    product: products(product),
                  })}
            </p>
            {home.data.balance.price && (
              <p className={styles.muted}>
                {t('price', { price: formatGel(home.data.balance.price.amount, locale) })}
              </p>
            )}
            <FilterSelect
              label={t('product')}
              value={product}
              options={FUEL_PRODUCTS.map((value) => ({ value, label: products(value) }))}
              onChange={(value) => setProduct(value as FleetFuelProduct)}
            />
          </>
        )}
      </section>

      <section className={styles.card} aria-labelledby="overview-notifications">
        <h2 id="overview-notifications">{t('notifications')}</h2>
        {home.data && <p className={styles.big}>{t('unseen', { count: home.data.unseenNotifications })}</p>}
        <IntentLink href="/dashboard/notifications">{t('openNotifications')}</IntentLink>
      </section>

      {/* The server leaves the orders out (null) without VIEW on 'fuel request'; so does the page. */}
      {mayRead && can('fuelRequest.read') && (
        <section className={styles.card} aria-labelledby="overview-orders">
          <h2 id="overview-orders">{t('latestOrders')}</h2>
          {home.isError ? (
            <p role="alert">{errorMessage(home.error)}</p>
          ) : (
            <LatestOrders orders={home.data?.latestOrders ?? undefined} />
          )}
        </section>
      )}

      <nav className={`${styles.card} ${styles.wide}`} aria-labelledby="overview-shortcuts">
        <h2 id="overview-shortcuts">{t('shortcuts')}</h2>
        <ul className={styles.shortcuts}>
          {shortcuts.map((section) => (
            <li key={section.href}>
              <IntentLink href={section.href}>{pages(`${section.key}.nav`)}</IntentLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
