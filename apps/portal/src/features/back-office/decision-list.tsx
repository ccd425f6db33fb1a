'use client';

import type { FleetCardTransaction } from '@fuel/sdk/fleet';
import { useLocale, useTranslations } from 'next-intl';
import { useDeclineText } from '@/features/notifications/decline-text';
import styles from '@/features/orders/orders.module.css';
import { formatDateTime, formatGel, formatLiters } from '@/lib/format';

/** The simulator's decisions, newest first: approved, or declined with the reason and what the limit left. */
export function DecisionList({ decisions }: { decisions: FleetCardTransaction[] }) {
  const t = useTranslations('BackOffice.terminal.decisions');
  const products = useTranslations('FuelProducts');
  const declineText = useDeclineText();
  const locale = useLocale();
  return (
    <section aria-labelledby="terminal-decisions">
      <h3 id="terminal-decisions">{t('caption')}</h3>
      {decisions.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ol className={styles.timeline}>
          {decisions.map((decision) => (
            <li key={decision.id} data-testid="decision" data-decision={decision.decision}>
              <p>
                <span
                  className={styles.badge}
                  data-status={decision.decision === 'approved' ? 'active' : 'blocked'}
                >
                  {t(decision.decision)}
                </span>{' '}
                <strong>{decision.cardNumber}</strong> · {products(decision.product)} ·{' '}
                {formatLiters(decision.liters, locale)} · {formatGel(decision.amount.amount, locale)}
              </p>
              {decision.reason && <p>{declineText(decision.reason, decision.limit)}</p>}
              <p className={styles.muted}>
                <time dateTime={new Date(decision.at).toISOString()}>
                  {formatDateTime(decision.at, locale)}
                </time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
