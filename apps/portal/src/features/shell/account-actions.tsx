'use client';

import { useLocale } from 'next-intl';
import { ButtonLink } from '@/components/ui/button-link';
import buttonStyles from '@/components/ui/button-link.module.css';
import { usePortalSession } from '@/features/auth/session-store';
import { signOutEverywhere } from '@/features/auth/sign-out';
import { isDashboardPath } from '@/features/dashboard/paths';
import { getPathname, usePathname } from '@/i18n/navigation';
import type { AccountLabels } from './nav-types';

type Props = { labels: AccountLabels; signUpClassName?: string; onNavigate?: () => void };

/**
 * Sign in and register for visitors; the dashboard and sign out once signed in. A dashboard page is
 * only served to a signed-in user (its layout checked the session on the server), so there the header
 * is signed in from the server's HTML on, not once the session runtime has loaded after hydration.
 */
export function AccountActions({ labels, signUpClassName, onNavigate }: Props) {
  const { status } = usePortalSession();
  const locale = useLocale();
  const pathname = usePathname();
  if (status === 'authenticated' || (status === 'loading' && isDashboardPath(pathname))) {
    return (
      <>
        <ButtonLink href="/dashboard" variant="ghost" onClick={onNavigate}>
          {labels.dashboard}
        </ButtonLink>
        <button
          type="button"
          className={[buttonStyles.button, buttonStyles.secondary, buttonStyles.md].join(' ')}
          onClick={() => void signOutEverywhere(getPathname({ href: '/', locale }))}
        >
          {labels.signOut}
        </button>
      </>
    );
  }
  return (
    <>
      <ButtonLink href="/sign-in" variant="ghost" onClick={onNavigate}>
        {labels.signIn}
      </ButtonLink>
      <ButtonLink className={signUpClassName} href="/sign-up" variant="secondary" onClick={onNavigate}>
        {labels.signUp}
      </ButtonLink>
    </>
  );
}
