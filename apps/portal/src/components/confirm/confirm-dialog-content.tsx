'use client';

import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from '../modal/modal.module.css';
import confirmStyles from './confirm-dialog.module.css';

export type ConfirmDialogProps = {
  /** The control that opens it (a button), rendered as the dialog's trigger; none when `open` is given. */
  trigger?: ReactNode;
  /** Controlled: open when the question arises from an answer (a move the server asks to confirm). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Called on confirm; the dialog closes when it resolves. */
  onConfirm: () => void | Promise<void>;
  destructive?: boolean;
};

type Props = ConfirmDialogProps & {
  /** Open on mount: the click on the stand-in trigger that loaded this module opens it. */
  defaultOpen?: boolean;
};

/**
 * The Radix AlertDialog behind `ConfirmDialog` (confirm-dialog.tsx), loaded when it first opens:
 * focus starts on Cancel, Escape cancels, focus returns to the trigger.
 */
export default function ConfirmDialogContent({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  open,
  onOpenChange,
  defaultOpen,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
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
