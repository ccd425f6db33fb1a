'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import { LoadOnOpen } from '@/components/ui/load-on-open';
import type { CardRowMenuProps } from './card-row-menu-content';
import styles from './cards.module.css';

const load = () => import('./card-row-menu-content');
const CardRowMenuContent = lazy(load);

/**
 * A card's moves behind one menu button: block or unblock and change limits first; reporting it lost and
 * deleting, which close the card for good, set apart below and asked again in a dialog. The menu (Radix,
 * card-row-menu-content.tsx) loads on the button's first use, not with the table.
 */
export function CardRowMenu(props: CardRowMenuProps) {
  const t = useTranslations('Cards');
  if (props.card.status === 'closed') return null;
  const trigger = (
    <button
      type="button"
      className={styles.menuButton}
      aria-label={t('table.menu', { number: props.card.number })}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  );
  return (
    <LoadOnOpen trigger={trigger} popup="menu" load={load}>
      {(byKeyboard) => <CardRowMenuContent {...props} focusFirstItem={byKeyboard} />}
    </LoadOnOpen>
  );
}
