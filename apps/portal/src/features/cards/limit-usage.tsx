'use client';

import type { FleetCardLimitUse } from '@fuel/sdk/fleet';
import { useLocale, useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/format';
import styles from './cards.module.css';

/** Each limit's use in its current window and what is left ("Weekly: 120 of 450 GEL", a meter, "330 GEL left"). */
export function LimitUsage({ limits }: { limits: FleetCardLimitUse[] }) {
  const t = useTranslations('Cards');
  const locale = useLocale();
  const amount = (value: number) => formatDecimal(value, locale, Number.isInteger(value) ? 0 : 2);
  return (
    <ul className={styles.usage}>
      {limits.map((limit) => {
        if (limit.period === 'unlimited' || limit.amount === null || limit.used === null) {
          return <li key={limit.period}>{t('limits.unlimited')}</li>;
        }
        const unit = t(`limits.units.${limit.unit ?? 'liters'}`);
        const period = t(`limits.periods.${limit.period}`);
        const remaining = limit.remaining ?? 0;
        return (
          <li key={limit.period} data-testid="limit-usage" data-low={remaining < limit.amount * 0.2}>
            <span>
              {t('usage.used', { period, used: amount(limit.used), amount: amount(limit.amount), unit })}
            </span>
            <meter
              min={0}
              max={limit.amount}
              low={limit.amount * 0.5}
              high={limit.amount * 0.8}
              optimum={0}
              value={Math.min(limit.used, limit.amount)}
              aria-label={t('usage.meter', { period })}
            />
            <span className={styles.left}>{t('usage.left', { remaining: amount(remaining), unit })}</span>
          </li>
        );
      })}
    </ul>
  );
}
