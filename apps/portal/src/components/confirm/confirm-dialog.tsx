'use client';

import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from '../modal/modal.module.css';
import confirmStyles from './confirm-dialog.module.css';

type Props = {
  /** The control that opens it (a button), rendered as the dialog's trigger. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Called on confirm; the dialog closes when it resolves. */
  onConfirm: () => void | Promise<void>;
  destructive?: boolean;
};

/**
 * Asks before a destructive or weighty action (delete a group, block a user, move a vehicle). Radix
 * AlertDialog: focus starts on Cancel, Escape cancels, focus returns to the trigger.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
}: Props) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.body}>{description}</AlertDialog.Description>
          <div className={confirmStyles.actions}>
            <AlertDialog.Cancel className={confirmStyles.cancel}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={destructive ? confirmStyles.destructive : styles.button}
              onClick={() => void onConfirm()}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
