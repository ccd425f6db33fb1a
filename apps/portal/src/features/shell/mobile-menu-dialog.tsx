'use client';

import { Dialog } from 'radix-ui';
import { IntentLink } from '@/components/ui/intent-link';
import { useDashboardMenu } from '@/features/dashboard/dashboard-menu';
import { isDashboardPath } from '@/features/dashboard/paths';
import { usePathname } from '@/i18n/navigation';
import { AccountActions } from './account-actions';
import styles from './mobile-menu.module.css';
import type { AccountLabels, NavLink } from './nav-types';

export type MobileMenuContent = {
  labels: { menu: string; title: string; close: string; site: string; dashboard: string };
  account: AccountLabels;
  links: NavLink[];
};

export default function MobileMenuDialog({
  labels,
  account,
  links,
  onClose,
  returnFocus,
}: MobileMenuContent & { onClose: () => void; returnFocus: () => void }) {
  const pathname = usePathname();
  // The sidebar's own sections (the user's pages), published by the dashboard layout.
  const dashboard = useDashboardMenu();
  const inDashboard = isDashboardPath(pathname) && dashboard.length > 0;
  const current = (href: string) => (pathname === href ? 'page' : undefined);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // No Radix trigger here: focus goes back to the menu button.
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.sheetTitle}>{labels.title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={labels.close}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {inDashboard && (
            <nav aria-label={labels.dashboard} className={styles.group}>
              <ul className={styles.list}>
                {dashboard.map((section) => (
                  <li key={section.href}>
                    <IntentLink
                      className={styles.link}
                      href={section.href}
                      aria-current={current(section.href)}
                    >
                      {section.label}
                    </IntentLink>
                    {section.children.length > 0 && (
                      <ul className={styles.subList}>
                        {section.children.map((child) => (
                          <li key={child.href}>
                            <IntentLink
                              className={styles.subLink}
                              href={child.href}
                              aria-current={current(child.href)}
                            >
                              {child.label}
                            </IntentLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {/* Inside the dashboard its own pages; the public site's links are for the public pages. */}
          {!inDashboard && (
            <nav aria-label={labels.site} className={styles.group}>
              <ul className={styles.list}>
                {links.map((link) => (
                  <li key={link.href}>
                    <IntentLink className={styles.link} href={link.href} aria-current={current(link.href)}>
                      {link.label}
                    </IntentLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className={styles.account}>
            <AccountActions labels={account} onNavigate={onClose} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
