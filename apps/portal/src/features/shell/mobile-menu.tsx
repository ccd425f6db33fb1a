'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { usePathname } from '@/i18n/navigation';
import styles from './mobile-menu.module.css';
import type { MobileMenuContent } from './mobile-menu-dialog';

const loadDialog = () => import('./mobile-menu-dialog');
const MobileMenuDialog = lazy(loadDialog);

/**
 * The menu below 960 px: a button that opens a dialog (focus kept inside, Escape and the close
 * button close it, focus returns to the button). The dialog's code loads on first use; pointing at
 * or focusing the button starts that early.
 */
export function MobileMenu(props: MobileMenuContent) {
  const pathname = usePathname();
  // Open on the page it was opened on: following a link inside closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenOn(pathname)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.visuallyHidden}>{props.labels.menu}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            {...props}
            onClose={() => setOpenOn(null)}
            returnFocus={() => trigger.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
