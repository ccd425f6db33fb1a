'use client';

import type { FleetCardLimit, FleetOrderDetail } from '@fuel/sdk/fleet';
import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatGel, formatLiters, formatNumber } from '@/lib/format';
import styles from './orders.module.css';

/** What was ordered: the priced lines (fuel, coupons, wholesale) or the cards asked for, and the delivery. */
export function OrderSummary({ order }: { order: FleetOrderDetail }) {
  const t = useTranslations('Orders.detail');
  const products = useTranslations('FuelProducts');
  const locale = useLocale();
  return (
    <>
      {order.lines.length > 0 && (
        <table className={styles.lineTable}>
          <caption className={styles.visuallyHidden}>{t('lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('product')}</th>
              <th scope="col">{t('quantity')}</th>
              <th scope="col">{t('liters')}</th>
              <th scope="col">{t('unitPrice')}</th>
              <th scope="col">{t('lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={`${line.product}-${line.denomination ?? ''}`}>
                <td data-label={t('product')}>{products(line.product)}</td>
                <td data-label={t('quantity')}>
                  {line.denomination
                    ? t('coupons', { count: line.quantity, liters: line.denomination })
                    : t(`amount.${line.unit}`, { value: line.quantity })}
                </td>
                <td data-label={t('liters')}>{formatLiters(line.liters, locale)}</td>
                <td data-label={t('unitPrice')}>{formatGel(line.unitPrice.amount, locale)}</td>
                <td data-label={t('lineTotal')}>{formatGel(line.total.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {order.cardRequest && <CardRequestSummary order={order} />}
      {order.delivery && (
        <dl className={styles.facts}>
          <dt>{t('transportation')}</dt>
          <dd>{t(`transportation_${order.delivery.transportationType}`)}</dd>
          <dt>{t('vehicleNumber')}</dt>
          <dd>{order.delivery.vehicleNumber}</dd>
          <dt>{t('trailerNumber')}</dt>
          <dd>{order.delivery.trailerNumber}</dd>
          <dt>{t('address')}</dt>
          <dd>{order.delivery.address}</dd>
          <dt>{t('deliveryDate')}</dt>
          <dd>{formatDate(order.delivery.deliveryDate, locale)}</dd>
          <dt>{t('contactNumber')}</dt>
          <dd>{order.delivery.contactNumber}</dd>
        </dl>
      )}
    </>
  );
}

function CardRequestSummary({ order }: { order: FleetOrderDetail }) {
  const t = useTranslations('Orders.detail');
  const types = useTranslations('Cards.types');
  const products = useTranslations('FuelProducts');
  const request = order.cardRequest!;
  const holders = request.holders.flatMap((holder) => (holder.driverName ? [holder.driverName] : []));
  return (
    <dl className={styles.facts}>
      <dt>{t('cardType')}</dt>
      <dd>{t('cardCount', { count: request.quantity, type: types(request.cardType) })}</dd>
      {holders.length > 0 && (
        <>
          <dt>{t('holders')}</dt>
          <dd>{holders.join(', ')}</dd>
        </>
      )}
      <dt>{t('limits')}</dt>
      <dd>
        <LimitList limits={request.limits} />
      </dd>
      <dt>{t('products')}</dt>
      <dd>{request.products.map((product) => products(product)).join(', ')}</dd>
    </dl>
  );
}

/** "Daily: 80 L; Monthly: 2 500 GEL", or "Unlimited". */
export function LimitList({ limits }: { limits: FleetCardLimit[] }) {
  const t = useTranslations('Cards.limits');
  const locale = useLocale();
  return (
    <>
      {limits
        .map((limit) =>
          limit.period === 'unlimited'
            ? t('unlimited')
            : t('limit', {
                period: t(`periods.${limit.period}`),
                amount: formatNumber(limit.amount ?? 0, locale),
                unit: t(`units.${limit.unit ?? 'liters'}`),
              }),
        )
        .join('; ')}
    </>
  );
}
