'use client';

import { lazy } from 'react';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import type { PanelDialogProps } from './panel-dialog-content';

const load = () => import('./panel-dialog-content');
const PanelDialogContent = lazy(load);

/**
 * A dialog holding a small form (import a file, rename a group, choose vehicles): a Radix Dialog
 * (panel-dialog-content.tsx) whose code, and the form's, loads when it first opens.
 */
export function PanelDialog(props: PanelDialogProps) {
  return (
    <LoadOnOpen
      trigger={props.trigger}
      popup="dialog"
      load={load}
      open={props.open}
      onOpenChange={props.onOpenChange}
    >
      <PanelDialogContent {...props} />
    </LoadOnOpen>
  );
}
