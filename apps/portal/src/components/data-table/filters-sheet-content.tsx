'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './filters-sheet.module.css';

/** The Radix sheet behind `FiltersSheet` (filters-sheet.tsx), loaded when it first opens. */
export default function FiltersSheetContent({
  trigger,
  children,
}: {
  trigger: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('DataTable');
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('filtersTitle')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('closeFilters')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          <Dialog.Close className={styles.done}>{t('showResults')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
