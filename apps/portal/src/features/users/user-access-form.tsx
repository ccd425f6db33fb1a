'use client';

import type { FleetUser, FleetUserStatus } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm/confirm-dialog';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import buttonStyles from '@/components/ui/button-link.module.css';
import { useFleetError } from '@/features/fleet/use-fleet-error';
import { useHydrated } from '@/lib/use-hydrated';
import { PermissionsField } from './permissions-field';
import { useUserMutations } from './queries';
import styles from './user-form.module.css';

const primary = [buttonStyles.button, buttonStyles.secondary, buttonStyles.md].join(' ');
const ghost = [buttonStyles.button, buttonStyles.ghost, buttonStyles.md].join(' ');

/** What the main admin changes for an ADMIN user: their available pages and their status. */
export function UserAccessForm({ user, mayManage }: { user: FleetUser; mayManage: boolean }) {
  const t = useTranslations('Users');
  const errorMessage = useFleetError();
  const hydrated = useHydrated();
  const { setPermissions, setStatus } = useUserMutations();
  const [permissions, setDraft] = useState(user.permissions);
  const [status, setFormStatus] = useState<FormStatusValue>(null);
  const locked = !mayManage || user.role === 'SUPER_ADMIN';

  async function run(action: () => Promise<unknown>, done: string) {
    setFormStatus({ kind: 'pending', message: t('saving') });
    try {
      await action();
      setFormStatus({ kind: 'success', message: done });
    } catch (error) {
      setFormStatus({ kind: 'error', message: errorMessage(error) });
    }
  }

  const changeStatus = (next: FleetUserStatus) =>
    run(() => setStatus.mutateAsync({ id: user.id, status: next }), t('statusChanged'));

  return (
    <section className={formStyles.section} aria-labelledby="user-access-title">
      <h2 id="user-access-title" className={formStyles.label}>
        {t('form.pagesTitle')}
      </h2>
      {user.role === 'SUPER_ADMIN' ? (
        <p className={formStyles.notice}>{t('mainAdmin')}</p>
      ) : (
        !mayManage && <p className={formStyles.notice}>{t('mainAdminOnly')}</p>
      )}
      <PermissionsField value={permissions} onChange={setDraft} disabled={locked} />
      {!locked && (
        <button
          type="button"
          className={primary}
          disabled={!hydrated || setPermissions.isPending}
          onClick={() => run(() => setPermissions.mutateAsync({ id: user.id, permissions }), t('saved'))}
        >
          {t('form.savePages')}
        </button>
      )}
      <h2 className={formStyles.label}>{t('columns.status')}</h2>
      <div className={styles.statusRow}>
        <span data-testid="user-status">{t(`statuses.${user.status}`)}</span>
        {!locked &&
          (['active', 'inactive', 'blocked'] as const)
            .filter((next) => next !== user.status)
            .map((next) => (
              <ConfirmDialog
                key={next}
                trigger={
                  <button type="button" className={ghost} disabled={!hydrated || setStatus.isPending}>
                    {t(`statusActions.${next}`)}
                  </button>
                }
                title={t(`confirm.${next}.title`)}
                description={t(`confirm.${next}.body`)}
                confirmLabel={t(`statusActions.${next}`)}
                cancelLabel={t('cancel')}
                destructive={next !== 'active'}
                onConfirm={() => changeStatus(next)}
              />
            ))}
      </div>
      <FormStatus status={status} />
    </section>
  );
}
