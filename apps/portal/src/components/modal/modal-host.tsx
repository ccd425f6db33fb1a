'use client';

import { lazy, Suspense } from 'react';
import { useCurrentModal } from './modal-store';

export type ModalLabels = { understood: string; close: string; error: string; info: string };

// The dialog (Radix, focus management, scroll lock) loads the first time a modal opens.
const ModalDialog = lazy(() => import('./modal-dialog'));

/** Shows the app's one modal (see modal-store.ts); placed once, in the root layout. */
export function ModalHost({ labels }: { labels: ModalLabels }) {
  const content = useCurrentModal();
  if (!content) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog content={content} labels={labels} />
    </Suspense>
  );
}
