'use client';

import { IntentLink } from '@/components/ui/intent-link';
import styles from './notification-bell.module.css';
import { useUnseenNotifications } from './queries';

/** The notifications icon with the unseen count; links to the notifications page. */
export function NotificationBell({ labels }: { labels: { label: string; unseen: string } }) {
  const { data: unseen = 0 } = useUnseenNotifications();
  return (
    <IntentLink
      className={styles.bell}
      href="/dashboard/notifications"
      // The name says what the badge shows ("99+"), as the visible text must be part of it.
      aria-label={labels.unseen.replace('{count}', unseen > 99 ? '99+' : String(unseen))}
      title={labels.label}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {unseen > 0 && <span className={styles.count}>{unseen > 99 ? '99+' : unseen}</span>}
    </IntentLink>
  );
}
