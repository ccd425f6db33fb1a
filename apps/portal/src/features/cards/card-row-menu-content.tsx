'use client';

import type { FleetCard } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm/confirm-dialog';
import styles from './cards.module.css';
import { useCardMutations } from './queries';

export type CardRowMenuProps = {
  card: FleetCard;
  /** Runs a change, reporting how it went in the page's status line. */
  run: (work: () => Promise<unknown>, done: string) => Promise<void>;
  onEdit: () => void;
};

/** The Radix menu behind `CardRowMenu` (card-row-menu.tsx), loaded on the first click of a row's button. */
export default function CardRowMenuContent({
  card,
  run,
  onEdit,
  focusFirstItem,
}: CardRowMenuProps & {
  /** Opened from the keyboard before this module loaded: start on the first item, as Radix would. */
  focusFirstItem?: boolean;
}) {
  const t = useTranslations('Cards');
  const { block, unblock, close, replace } = useCardMutations();
  const [asking, setAsking] = useState<'replace' | 'delete' | null>(null);
  const startOnItem = useRef(focusFirstItem);
  if (card.status === 'closed') return null;
  const number = card.number;
  const toggle =
    card.status === 'active'
      ? () => run(() => block.mutateAsync(card.id), t('actions.blocked', { number }))
      : () => run(() => unblock.mutateAsync(card.id), t('actions.unblocked', { number }));
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen>
        <DropdownMenu.Trigger className={styles.menuButton} aria-label={t('table.menu', { number })}>
          <span aria-hidden="true">⋯</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className={styles.menu}
            align="end"
            sideOffset={4}
            collisionPadding={8}
            onFocus={(event) => {
              // Radix focuses the menu itself on opening; from the keyboard, go on to the first item.
              if (!startOnItem.current || event.target !== event.currentTarget) return;
              startOnItem.current = false;
              event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
            }}
          >
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => void toggle()}>
              {t(card.status === 'active' ? 'actions.short.block' : 'actions.short.unblock')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.menuItem} onSelect={onEdit}>
              {t('actions.short.edit')}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className={styles.menuSeparator} />
            <DropdownMenu.Item className={styles.menuDanger} onSelect={() => setAsking('replace')}>
              {t('actions.short.replace')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.menuDanger} onSelect={() => setAsking('delete')}>
              {t('actions.short.delete')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={asking === 'replace'}
        onOpenChange={(open) => setAsking(open ? 'replace' : null)}
        title={t('actions.replaceTitle', { number })}
        description={t('actions.replaceText')}
        confirmLabel={t('actions.replaceConfirm')}
        cancelLabel={t('actions.cancel')}
        destructive
        onConfirm={() =>
          run(() => replace.mutateAsync({ id: card.id, reason: 'lost' }), t('actions.replaced', { number }))
        }
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
        title={t('actions.deleteTitle', { number })}
        description={t('actions.deleteText')}
        confirmLabel={t('actions.deleteConfirm')}
        cancelLabel={t('actions.cancel')}
        destructive
        onConfirm={() => run(() => close.mutateAsync(card.id), t('actions.deleted', { number }))}
      />
    </>
  );
}
