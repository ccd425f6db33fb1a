'use client';

import { useTranslations } from 'next-intl';
import styles from '@/features/orders/orders.module.css';
import { buttonClass } from '@/features/orders/styles';
import { useHydrated } from '@/lib/use-hydrated';
import { Queue } from './queue';
import { useStaffSession } from './session';
import { StaffSignInForm } from './sign-in-form';

/** /back-office: the staff's sign-in, then the queue of orders and card orders. */
export function BackOfficeClient() {
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
      <Queue session={session} />
    </div>
  );
}
