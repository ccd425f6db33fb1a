'use client';

import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { usePathname } from '@/i18n/navigation';
import styles from './chat.module.css';
import type { ChatLabels } from './chat-types';
import { CHAT_REMOVAL_DELAY_MS, isStationsMap } from './chat-visibility';

// The panel and the real-time client load when the chat is first opened, not with the page.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/**
 * The live-chat widget: on every page except the stations map. Entering the map removes it after
 * 800 ms; leaving the map brings it back.
 */
export function ChatLauncher({ labels }: { labels: ChatLabels }) {
  const pathname = usePathname();
  const onMap = isStationsMap(pathname);
  const [present, setPresent] = useState(!onMap);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!onMap) {
      setPresent(true);
      return;
    }
    const timer = window.setTimeout(() => {
      setPresent(false);
      setOpen(false);
    }, CHAT_REMOVAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [onMap]);

  if (!present) return null;
  return (
    <div className={styles.widget} data-chat-widget="" data-print="hide">
      {open && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} labels={labels} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <button
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A2.5 2.5 0 0 1 4 13.5z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.launcherLabel}>{open ? labels.close : labels.open}</span>
      </button>
    </div>
  );
}
