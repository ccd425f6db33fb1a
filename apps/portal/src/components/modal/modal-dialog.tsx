'use client';

import { Dialog } from 'radix-ui';
import { useMemo, useState } from 'react';
import styles from './modal.module.css';
import type { ModalLabels } from './modal-host';
import { closeModal, type ModalContent } from './modal-store';
import { sanitizeHtml } from './sanitize-html';

type Props = { content: ModalContent; labels: ModalLabels };

/** The generic modal: closes on its button, Escape and a click outside (Radix Dialog). */
export default function ModalDialog({ content, labels }: Props) {
  const html = useMemo(() => sanitizeHtml(content.html), [content.html]);
  // Opened by code, not by a Radix trigger: remember what had focus, to give it back on close.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) closeModal();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          data-type={content.type}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
          }}
        >
          {content.type !== 'message' && <ModalIcon type={content.type} label={labels[content.type]} />}
          <Dialog.Title className={styles.title}>{content.title}</Dialog.Title>
          <Dialog.Description asChild>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by an allow-list (sanitize-html.ts) */}
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
          </Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close className={styles.button}>
              {content.type === 'error' ? labels.understood : labels.close}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ModalIcon({ type, label }: { type: 'error' | 'info'; label: string }) {
  return (
    <svg
      className={styles.icon}
      data-type={type}
      viewBox="0 0 24 24"
      width="40"
      height="40"
      role="img"
      aria-label={label}
    >
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      {type === 'error' ? (
        <path d="M12 6.5v7M12 16.8v.2" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      ) : (
        <path d="M12 10.5v7M12 6.8v.2" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      )}
    </svg>
  );
}
