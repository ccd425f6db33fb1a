'use client';

import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import overlayStyles from '@/components/modal/modal.module.css';
import styles from './vehicles.module.css';

export type PanelDialogProps = {
  /** The button that opens it; none when the dialog is opened by `open`. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
};

/**
 * The Radix Dialog behind `PanelDialog` (panel-dialog.tsx), loaded when it first opens: focus moves in
 * and back, Escape and the close button close it.
 */
export default function PanelDialogContent({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
}: PanelDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} defaultOpen>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={overlayStyles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.dialogHead}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              ×
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.dialogText}>{description}</Dialog.Description>
          ) : (
            <Dialog.Description className={styles.visuallyHidden}>{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
