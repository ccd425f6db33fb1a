'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatKilometers, formatLiters } from '@/lib/format';
import { useEfficiency } from './queries';
import styles from './reports.module.css';

/** Liters per 100 km of the vehicles whose cards sent odometer readings in the period. */
export function EfficiencySection({ period }: { period: { from?: string; to?: string } }) {
  const t = useTranslations('Reports');
  const locale = useLocale();
  const report = useEfficiency(period);
  const items = report.data?.items ?? [];
  return (
    <section className={styles.section} aria-labelledby="efficiency-title">
      <h2 id="efficiency-title">{t('efficiency')}</h2>
      {report.data && items.length === 0 ? (
        <p>{t('noReadings')}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('efficiency')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dimensions.vehicle')}</th>
              <th scope="col">{t('distance')}</th>
              <th scope="col">{t('liters')}</th>
              <th scope="col">{t('per100')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={row.vehicleId}>
                <th scope="row">{row.registrationNumber ?? t('deleted')}</th>
                <td>{formatKilometers(row.distanceKm, locale)}</td>
                <td>{formatLiters(row.liters, locale)}</td>
                <td>{row.litersPer100Km === null ? '—' : formatLiters(row.litersPer100Km, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
