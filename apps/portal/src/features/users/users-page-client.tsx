'use client';

import type { FleetUser } from '@fuel/sdk/fleet';
import { COMPANY_ROLES, MEMBER_STATUSES, PORTAL_PAGES } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { createColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import { SearchBox } from '@/components/data-table/search-box';
import { useTableQuery } from '@/components/data-table/use-table-query';
import formStyles from '@/components/form/form.module.css';
import { ButtonLink } from '@/components/ui/button-link';
import { IntentLink } from '@/components/ui/intent-link';
import { useCan } from '@/features/fleet/fleet-me';
import { useUserList } from './queries';
import { USER_DEFAULT_SORT, USER_FILTERS, userListInput } from './user-queries';
import styles from './users.module.css';

const column = createColumnHelper<FleetUser>();

/** The users page: the company's users, searched, filtered, sorted and paged on the server. */
export function UsersPageClient() {
  const t = useTranslations('Users');
  const roles = useTranslations('Dashboard.roles');
  const can = useCan();
  const mayRead = can('users.read');
  const { params, update, query, bind } = useTableQuery({
    filters: USER_FILTERS,
    defaultSort: USER_DEFAULT_SORT,
    toQuery: userListInput,
  });
  const list = useUserList(query, mayRead);
  const mayEdit = can('users.write');
  const notAuthorized = useTranslations('FleetErrors')('NOT_AUTHORIZED');

  const columns = useMemo(
    () => [
      column.accessor((user) => `${user.firstName} ${user.lastName}`, {
        id: 'name',
        header: t('columns.fullName'),
        cell: (info) => (
          <IntentLink href={{ pathname: '/dashboard/users/edit-user', query: { id: info.row.original.id } }}>
            {info.getValue()}
          </IntentLink>
        ),
      }),
      // On a phone the card reads: the name, the e-mail and the status; the rest behind "Details".
      column.accessor('personalNumber', { header: t('columns.personalNumber'), meta: { mobile: 'detail' } }),
      column.accessor('phone', { header: t('columns.phone') }),
      column.accessor('email', {
        header: t('columns.email'),
        meta: { mobile: 'primary' },
        cell: (info) => <span className={styles.email}>{info.getValue()}</span>,
      }),
      column.accessor('role', { header: t('columns.role'), cell: (info) => roles(info.getValue()) }),
      column.accessor('status', {
        header: t('columns.status'),
        meta: { mobile: 'primary' },
        cell: (info) => (
          <span className={styles.status} data-status={info.getValue()}>
            {t(`statuses.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('permissions', {
        header: t('columns.pages'),
        enableSorting: false,
        cell: (info) => <PageList permissions={info.getValue()} />,
      }),
    ],
    [t, roles],
  );

  if (!mayRead) {
    return (
      <p className={formStyles.alert} role="alert">
        {notAuthorized}
      </p>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        {can('users.manageAdmins') ? (
          <ButtonLink href="/dashboard/users/edit-user">{t('add')}</ButtonLink>
        ) : (
          <p className={styles.note}>{mayEdit ? t('mainAdminAdds') : t('viewOnly')}</p>
        )}
      </div>
      <DataTable
        caption={t('caption')}
        columns={columns}
        getRowId={(user) => user.id}
        {...bind(list)}
        empty={t('empty')}
        toolbar={
          <>
            <SearchBox label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
            <FilterSelect
              label={t('columns.role')}
              value={params.filters.role}
              options={[
                { value: '', label: t('all') },
                ...COMPANY_ROLES.map((role) => ({ value: role, label: roles(role) })),
              ]}
              onChange={(role) => update({ filters: { role } })}
            />
            <FilterSelect
              label={t('columns.status')}
              value={params.filters.status}
              options={[
                { value: '', label: t('all') },
                ...MEMBER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
              ]}
              onChange={(status) => update({ filters: { status } })}
            />
          </>
        }
      />
    </div>
  );
}

/** "Vehicles (edit), Home (view)": the pages a user has. */
function PageList({ permissions }: { permissions: FleetUser['permissions'] }) {
  const t = useTranslations('Users');
  const pages = PORTAL_PAGES.filter((page) => permissions[page]);
  if (pages.length === 0) return <span className={styles.muted}>{t('access.none')}</span>;
  return (
    <ul className={styles.pages}>
      {pages.map((page) => (
        <li key={page}>
          {t(`pageNames.${page}`)} <span className={styles.muted}>({t(`access.${permissions[page]!}`)})</span>
        </li>
      ))}
    </ul>
  );
}
