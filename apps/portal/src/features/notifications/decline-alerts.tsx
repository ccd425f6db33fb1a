'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import styles from './decline-alerts.module.css';
import { cardHref, type DeclineAlert, useDeclineText } from './decline-text';

/**
 * The declines that arrived while the tab was open, newest first, until dismissed (they carry a link, so
 * they never vanish by themselves). The list sits in a polite live region, so each one is announced.
 */
export function DeclineAlerts({
  alerts,
  onDismiss,
  live,
}: {
  alerts: DeclineAlert[];
  onDismiss: (id: string) => void;
  /** Whether the tab is connected and alerts can arrive (`data-live`, which the browser tests wait for). */
  live: boolean;
}) {
  const t = useTranslations('DeclineAlerts');
  const text = useDeclineText();
  return (
    <section className={styles.region} aria-label={t('region')} data-live={live}>
      {/* Always in the page, so that what is added to it is announced. */}
      <div role="status" aria-live="polite">
        {alerts.length > 0 && (
          <ul className={styles.list}>
            {alerts.map((alert) => (
              <li
                key={alert.id}
                className={styles.toast}
                data-testid="decline-alert"
                onKeyDown={(event) => {
                  if (event.key === 'Escape') onDismiss(alert.id);
                }}
              >
                <p className={styles.title}>{t('title', { number: alert.cardNumber })}</p>
                <button
                  type="button"
                  className={styles.dismiss}
                  aria-label={t('dismiss', { number: alert.cardNumber })}
                  onClick={() => onDismiss(alert.id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
                <p className={styles.text}>{text(alert.reason, alert.limit)}</p>
                <IntentLink
                  className={styles.link}
                  href={cardHref(alert.cardId)}
                  onClick={() => onDismiss(alert.id)}
                >
                  {t('openCard', { number: alert.cardNumber })}
                </IntentLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
