'use client';

import { lazyDialog } from '@/components/ui/load-on-open';
import type { PanelDialogProps } from './panel-dialog-content';

/**
 * A dialog holding a small form (import a file, rename a group, choose vehicles): a Radix Dialog
 * (panel-dialog-content.tsx) whose code, and the form's, loads when it first opens.
 */
export const PanelDialog = lazyDialog<PanelDialogProps>(() => import('./panel-dialog-content'));
