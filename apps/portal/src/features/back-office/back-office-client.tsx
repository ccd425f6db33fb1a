'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import styles from '@/features/orders/orders.module.css';
import { buttonClass } from '@/features/orders/styles';
import { useHydrated } from '@/lib/use-hydrated';
import { BackOfficeWebhooks } from './back-office-webhooks';
import { Queue } from './queue';
import { useStaffSession } from './session';
import { StaffSignInForm } from './sign-in-form';
import { TerminalSimulator } from './terminal-simulator';

export type BackOfficeView = 'queue' | 'terminal' | 'webhooks';

const PATHS: Record<BackOfficeView, string> = {
  queue: '/back-office',
  terminal: '/back-office/terminal',
  webhooks: '/back-office/webhooks',
};

/** /back-office and its sections: the staff's sign-in, then the order queue, the terminal simulator or the webhooks. */
export function BackOfficeClient({ view = 'queue' }: { view?: BackOfficeView }) {
  const t = useTranslations('BackOffice');
  const hydrated = useHydrated();
  const { session, signOut } = useStaffSession();
  if (!hydrated) return <p role="status">{t('loading')}</p>;
  if (!session) return <StaffSignInForm />;
  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        <p className={styles.muted}>{t('signedInAs', { name: session.name })}</p>
        <button type="button" className={buttonClass('ghost')} onClick={signOut}>
          {t('signOut')}
        </button>
      </div>
      <nav aria-label={t('nav.label')} className={styles.buttons}>
        {(Object.keys(PATHS) as BackOfficeView[]).map((section) => (
          <IntentLink
            key={section}
            href={PATHS[section]}
            className={buttonClass(section === view ? 'primary' : 'secondary')}
            aria-current={section === view ? 'page' : undefined}
          >
            {t(`nav.${section}`)}
          </IntentLink>
        ))}
      </nav>
      {view === 'terminal' ? (
        <TerminalSimulator session={session} />
      ) : view === 'webhooks' ? (
        <BackOfficeWebhooks session={session} />
      ) : (
        <Queue session={session} />
      )}
    </div>
  );
}
