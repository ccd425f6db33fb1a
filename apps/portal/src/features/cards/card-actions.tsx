'use client';

import type { FleetCard } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/confirm/confirm-dialog';
import styles from '@/features/orders/orders.module.css';
import { buttonClass } from '@/features/orders/styles';
import { useCardMutations } from './queries';

type Props = {
  card: FleetCard;
  /** Runs a change, reporting how it went in the page's status line. */
  run: (work: () => Promise<unknown>, done: string) => Promise<void>;
  onEdit: () => void;
};

/** A card's moves: block or unblock at once, change its limits, report it lost (replaced), delete it. */
export function CardActions({ card, run, onEdit }: Props) {
  const t = useTranslations('Cards.actions');
  const { block, unblock, close, replace } = useCardMutations();
  if (card.status === 'closed') return null;
  const cancel = t('cancel');
  return (
    <div className={styles.buttons}>
      {card.status === 'active' ? (
        <button
          type="button"
          className={buttonClass('secondary')}
          aria-label={t('block', { number: card.number })}
          onClick={() => run(() => block.mutateAsync(card.id), t('blocked', { number: card.number }))}
        >
          {t('short.block')}
        </button>
      ) : (
        <button
          type="button"
          className={buttonClass('secondary')}
          aria-label={t('unblock', { number: card.number })}
          onClick={() => run(() => unblock.mutateAsync(card.id), t('unblocked', { number: card.number }))}
        >
          {t('short.unblock')}
        </button>
      )}
      <button
        type="button"
        className={buttonClass('ghost')}
        aria-label={t('edit', { number: card.number })}
        onClick={onEdit}
      >
        {t('short.edit')}
      </button>
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className={buttonClass('ghost')}
            aria-label={t('replace', { number: card.number })}
          >
            {t('short.replace')}
          </button>
        }
        title={t('replaceTitle', { number: card.number })}
        description={t('replaceText')}
        confirmLabel={t('replaceConfirm')}
        cancelLabel={cancel}
        destructive
        onConfirm={() =>
          run(
            () => replace.mutateAsync({ id: card.id, reason: 'lost' }),
            t('replaced', { number: card.number }),
          )
        }
      />
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className={buttonClass('ghost')}
            aria-label={t('delete', { number: card.number })}
          >
            {t('short.delete')}
          </button>
        }
        title={t('deleteTitle', { number: card.number })}
        description={t('deleteText')}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={cancel}
        destructive
        onConfirm={() => run(() => close.mutateAsync(card.id), t('deleted', { number: card.number }))}
      />
    </div>
  );
}
