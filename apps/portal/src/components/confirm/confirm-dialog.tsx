'use client';

import { lazy } from 'react';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import type { ConfirmDialogProps } from './confirm-dialog-content';

const load = () => import('./confirm-dialog-content');
const ConfirmDialogContent = lazy(load);

/**
 * Asks before a destructive or weighty action (delete a group, block a user, move a vehicle): a Radix
 * AlertDialog (confirm-dialog-content.tsx) whose code loads when it first opens, not with the page.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <LoadOnOpen
      trigger={props.trigger}
      popup="dialog"
      load={load}
      open={props.open}
      onOpenChange={props.onOpenChange}
    >
      <ConfirmDialogContent {...props} defaultOpen />
    </LoadOnOpen>
  );
}
