'use client';

import { lazyDialog } from '@/components/ui/load-on-open';
import type { ConfirmDialogProps } from './confirm-dialog-content';

/**
 * Asks before a destructive or weighty action (delete a group, block a user, move a vehicle): a Radix
 * AlertDialog (confirm-dialog-content.tsx) whose code loads when it first opens, not with the page.
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps & { defaultOpen?: boolean }>(
  () => import('./confirm-dialog-content'),
  { defaultOpen: true },
);
