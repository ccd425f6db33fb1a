'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import formStyles from '@/components/form/form.module.css';
import { useCan } from '@/features/fleet/fleet-me';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { Link } from '@/i18n/navigation';
import { useUser } from './queries';
import { UserAccessForm } from './user-access-form';
import { UserDetailsForm } from './user-details-form';
import styles from './user-form.module.css';

/** edit-user: add a user when there is no `?id=`, else that user's details, pages and status. */
export function EditUserPageClient() {
  const t = useTranslations('Users');
  const errorMessage = useFleetError();
  const can = useCan();
  const id = useSearchParams().get('id') ?? undefined;
  const user = useUser(id);

  let body: ReactNode;
  if (!id) {
    body = can('users.manageAdmins') ? (
      <UserDetailsForm readOnly={false} />
    ) : (
      <p className={formStyles.alert}>{t('mainAdminOnly')}</p>
    );
  } else if (user.isPending) {
    body = <p role="status">{t('loading')}</p>;
  } else if (user.isError) {
    body = (
      <p className={formStyles.alert} role="alert">
        {errorMessage(user.error)}
      </p>
    );
  } else {
    const mainAdminRow = user.data.role === 'SUPER_ADMIN' && !can('users.manageAdmins');
    body = (
      <>
        <UserDetailsForm user={user.data} readOnly={!can('users.write') || mainAdminRow} />
        <UserAccessForm user={user.data} mayManage={can('users.manageAdmins')} />
      </>
    );
  }
  return (
    <div className={styles.layout}>
      <p>
        <Link href="/dashboard/users">{t('back')}</Link>
      </p>
      {body}
    </div>
  );
}
