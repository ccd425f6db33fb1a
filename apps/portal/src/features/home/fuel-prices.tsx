import { getTranslations } from 'next-intl/server';
import { getFuelPrices, optional } from '@/features/cms/content';
import { Unavailable } from '@/features/cms/unavailable';
import type { Locale } from '@/i18n/routing';
import { formatGel } from '@/lib/format';
import styles from './fuel-prices.module.css';

/** Today's pump prices of the fuels on sale (the platform's items), in GEL per liter. */
export async function FuelPrices({ locale }: { locale: Locale }) {
  const [t, cms, prices] = await Promise.all([
    getTranslations({ locale, namespace: 'HomePage.prices' }),
    getTranslations({ locale, namespace: 'Cms' }),
    optional(getFuelPrices(locale), 'fuel prices'),
  ]);
  return (
    <section className={styles.section} aria-labelledby="prices-title">
      <div className={styles.heading}>
        <h2 id="prices-title">{t('title')}</h2>
        <p>{t('intro')}</p>
      </div>
      {!prices ? (
        <div className={styles.unavailable}>
          <Unavailable message={cms('unavailable')} />
        </div>
      ) : (
        <ul className={styles.list}>
          {prices.map((fuel) => (
            <li key={fuel.id} className={styles.item}>
              <h3 className={styles.name}>{fuel.title}</h3>
              <p className={styles.description}>{fuel.description}</p>
              <p className={styles.price}>
                <span className={styles.amount}>{formatGel(fuel.amount, locale)}</span>{' '}
                <span className={styles.unit}>{fuel.unit === 'liter' ? t('perLiter') : fuel.unit}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
