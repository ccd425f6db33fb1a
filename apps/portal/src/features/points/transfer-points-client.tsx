'use client';

import type { FleetFuelProduct } from '@fuel/sdk/fleet';
import { FUEL_PRODUCTS } from '@fuel/sdk/fleet-vocabulary';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FilterSelect } from '@/components/data-table/filter-select';
import { IntentLink } from '@/components/ui/intent-link';
import { useCan } from '@/features/fleet/fleet-me';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { formatGel, formatLiters } from '@/lib/format';
import styles from './points.module.css';
import { FIRST_BALANCE_PRODUCT } from './points-queries';
import { usePointsBalance } from './queries';
import { TransferForm } from './transfer-form';

/** The transfer page: the balance in GEL and liters of a chosen product, and the transfer form. */
export function TransferPointsClient() {
  const t = useTranslations('Points');
  const products = useTranslations('FuelProducts');
  const errorMessage = useFleetError();
  const locale = useLocale();
  const can = useCan();
  const [product, setProduct] = useState<FleetFuelProduct>(FIRST_BALANCE_PRODUCT);
  const mayTransfer = can('transferPoints.write');
  const balance = usePointsBalance(product);

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="points-balance" aria-busy={balance.isFetching}>
        <h2 id="points-balance">{t('balance')}</h2>
        {!can('balance.read') ? (
          <p className={styles.muted}>{t('noBalanceAccess')}</p>
        ) : balance.isError ? (
          <p role="alert">{errorMessage(balance.error)}</p>
        ) : !balance.data ? (
          <>
            {/* The two lines of the balance, held while it loads: the form below does not jump. */}
            <p className={styles.big} aria-hidden="true">
              &nbsp;
            </p>
            <p role="status">{t('loading')}</p>
          </>
        ) : (
          <>
            <p className={styles.big} data-testid="points-gel">
              {formatGel(balance.data.balance.amount, locale)}
            </p>
            <p data-testid="points-liters">
              {balance.data.liters === null
                ? t('noPrice')
                : t('inLiters', {
                    liters: formatLiters(balance.data.liters, locale),
                    product: products(product),
                  })}
            </p>
          </>
        )}
        <FilterSelect
          label={t('product')}
          value={product}
          options={FUEL_PRODUCTS.map((value) => ({ value, label: products(value) }))}
          onChange={(value) => setProduct(value as FleetFuelProduct)}
        />
        <IntentLink href="/dashboard/transfer-points/details">{t('detailsLink')}</IntentLink>
      </section>
      <section className={styles.card}>
        {mayTransfer ? (
          <TransferForm balance={balance.data?.balance.amount ?? 0} disabled={!balance.data} />
        ) : (
          <p className={styles.muted}>{t('viewOnly')}</p>
        )}
      </section>
    </div>
  );
}
