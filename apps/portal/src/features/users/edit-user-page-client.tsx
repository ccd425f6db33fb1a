'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import formStyles from '@/components/form/form.module.css';
import { FormStatus } from '@/components/form/form-status';
import { IntentLink } from '@/components/ui/intent-link';
import { useCan } from '@/features/fleet/fleet-me';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { useUser } from './queries';
import { UserAccessForm } from './user-access-form';
import { UserDetailsForm } from './user-details-form';
import styles from './user-form.module.css';

/** edit-user: add a user when there is no `?id=`, else that user's details, pages and status. */
export function EditUserPageClient() {
  const t = useTranslations('Users');
  const errorMessage = useFleetError();
  const fleetErrors = useTranslations('FleetErrors');
  const can = useCan();
  const search = useSearchParams();
  const id = search.get('id') ?? undefined;
  const added = search.get('added');
  const user = useUser(id, can('users.read'));

  let body: ReactNode;
  if (!can('users.read')) {
    body = (
      <p className={formStyles.alert} role="alert">
        {fleetErrors('NOT_AUTHORIZED')}
      </p>
    );
  } else if (!id) {
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
        {added && (
          <FormStatus
            status={{ kind: 'success', message: t(added === 'sent' ? 'created' : 'createdNotSent') }}
          />
        )}
        <UserDetailsForm user={user.data} readOnly={!can('users.write') || mainAdminRow} />
        <UserAccessForm user={user.data} mayManage={can('users.manageAdmins')} />
      </>
    );
  }
  return (
    <div className={styles.layout}>
      <p>
        <IntentLink href="/dashboard/users">{t('back')}</IntentLink>
      </p>
      {body}
    </div>
  );
}
