'use client';

import { useState } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import type { NavSection } from '@/features/shell/nav-types';
import { usePathname } from '@/i18n/navigation';
import { isInSection } from './paths';
import styles from './sidebar.module.css';
import { SidebarIcon } from './sidebar-icons';
import { type SidebarState, sidebarCookie } from './sidebar-state';

type Props = {
  sections: NavSection[];
  initialState: SidebarState;
  labels: { nav: string; collapse: string; expand: string };
};

/** The dashboard's navigation: open by default, collapsible to icons; the choice is remembered. */
export function Sidebar({ sections, initialState, labels }: Props) {
  const [state, setState] = useState(initialState);
  const pathname = usePathname();
  const collapsed = state === 'collapsed';

  function toggle() {
    const next: SidebarState = collapsed ? 'open' : 'collapsed';
    setState(next);
    // biome-ignore lint/suspicious/noDocumentCookie: a one-line preference read back by the server layout
    document.cookie = sidebarCookie(next);
  }

  return (
    <nav className={styles.sidebar} data-state={state} data-print="hide" aria-label={labels.nav}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={!collapsed}
        aria-controls="dashboard-sidebar-links"
        aria-label={collapsed ? labels.expand : labels.collapse}
        title={collapsed ? labels.expand : labels.collapse}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d={collapsed ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <ul id="dashboard-sidebar-links" className={styles.list}>
        {sections.map((section) => {
          const active = isInSection(pathname, section);
          return (
            <li key={section.href}>
              <IntentLink
                className={styles.link}
                href={section.href}
                aria-current={pathname === section.href ? 'page' : undefined}
                data-active={active || undefined}
                title={collapsed ? section.label : undefined}
              >
                <SidebarIcon name={section.icon} />
                <span className={collapsed ? styles.hiddenLabel : undefined}>{section.label}</span>
              </IntentLink>
              {!collapsed && section.children.length > 0 && (
                <ul className={styles.subList}>
                  {section.children.map((child) => (
                    <li key={child.href}>
                      <IntentLink
                        className={styles.subLink}
                        href={child.href}
                        aria-current={pathname === child.href ? 'page' : undefined}
                      >
                        {child.label}
                      </IntentLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
