import type { FleetHome, FleetMe } from '@fuel/sdk/fleet';
import { getTranslations } from 'next-intl/server';
import { NotificationBell } from '@/features/notifications/notification-bell';
import type { Locale } from '@/i18n/routing';
import { formatGel } from '@/lib/format';
import styles from './dashboard-topbar.module.css';

/** Above every dashboard page: whose company this is, who is signed in as what, the balance, the bell. */
export async function DashboardTopbar({
  locale,
  me,
  home,
}: {
  locale: Locale;
  me: FleetMe;
  home: FleetHome | null;
}) {
  const t = await getTranslations({ locale, namespace: 'Dashboard' });
  const name = [me.user.firstName, me.user.lastName].filter(Boolean).join(' ') || me.user.email;
  return (
    <div className={styles.topbar} data-print="hide">
      <div className={styles.identity}>
        <p className={styles.company} data-testid="frame-company">
          {me.company.name}
        </p>
        <p className={styles.user}>
          <span data-testid="frame-user">{name}</span>
          <span aria-hidden="true"> · </span>
          <span className={styles.role} data-testid="frame-role">
            {t(`roles.${me.membership.role}`)}
          </span>
        </p>
      </div>
      <div className={styles.end}>
        {home && (
          <p className={styles.balance} data-testid="frame-balance">
            <span className={styles.balanceLabel}>{t('balance')}</span>
            <strong>{formatGel(home.balance.points.amount, locale)}</strong>
          </p>
        )}
        <NotificationBell labels={{ label: t('notifications'), unseen: t('unseen', { count: '{count}' }) }} />
      </div>
    </div>
  );
}
