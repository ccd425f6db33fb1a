import type { getTranslations } from 'next-intl/server';
import { type DeadlineState, deadlineState } from './deadline';

type TendersT = Awaited<ReturnType<typeof getTranslations<'Tenders'>>>;

/** A tender's standing as a badge: days left, closing today, or expired (muted). */
export function deadlineBadge(
  t: TendersT,
  deadline: string,
  now: Date,
): { label: string; muted?: boolean; state: DeadlineState } {
  const state = deadlineState(deadline, now);
  if (state.kind === 'expired') return { label: t('expired'), muted: true, state };
  if (state.kind === 'today') return { label: t('closesToday'), state };
  return { label: t('daysLeft', { days: state.daysLeft }), state };
}
