'use client';

import type { FleetGroup } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm/confirm-dialog';
import { createColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useTableQuery } from '@/components/data-table/use-table-query';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import buttonStyles from '@/components/ui/button-link.module.css';
import { IntentLink } from '@/components/ui/intent-link';
import { useCan } from '@/features/fleet/fleet-me';
import { AddVehiclesDialog } from './add-vehicles-dialog';
import { GroupNameForm } from './group-name-form';
import { PanelDialog } from './panel-dialog';
import { useGroupList, useVehicleMutations } from './queries';
import { useVehicleError } from './use-vehicle-messages';
import { GROUP_DEFAULT_SORT, groupListInput, NO_FILTERS } from './vehicle-queries';
import styles from './vehicles.module.css';

const small = [buttonStyles.button, buttonStyles.secondary, styles.small].join(' ');
const column = createColumnHelper<FleetGroup>();

/** The groups page: create, rename, delete (confirmed) and fill groups; every change says how it went. */
export function GroupsPageClient() {
  const t = useTranslations('Vehicles.groups');
  const can = useCan();
  const mayEdit = can('vehicles.write');
  const { query, bind } = useTableQuery({
    filters: NO_FILTERS,
    defaultSort: GROUP_DEFAULT_SORT,
    toQuery: groupListInput,
  });
  const list = useGroupList(query);
  const [status, setStatus] = useState<FormStatusValue>(null);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('name') }),
      column.accessor('vehicleCount', {
        header: t('vehicles'),
        cell: (info) => (
          <IntentLink href={{ pathname: '/dashboard/vehicles', query: { groupId: info.row.original.id } }}>
            {info.getValue()}
          </IntentLink>
        ),
      }),
      ...(mayEdit
        ? [
            column.display({
              id: 'actions',
              header: t('actions'),
              cell: (info) => <GroupActions group={info.row.original} onStatus={setStatus} />,
            }),
          ]
        : []),
    ],
    [t, mayEdit],
  );

  return (
    <div className={styles.page}>
      {mayEdit && <GroupNameForm onStatus={setStatus} />}
      <FormStatus status={status} />
      <DataTable
        caption={t('caption')}
        columns={columns}
        getRowId={(group) => group.id}
        {...bind(list)}
        empty={t('empty')}
      />
    </div>
  );
}

/** A group's row actions: rename, add vehicles, delete after confirmation. */
function GroupActions({
  group,
  onStatus,
}: {
  group: FleetGroup;
  onStatus: (status: FormStatusValue) => void;
}) {
  const t = useTranslations('Vehicles.groups');
  const errorMessage = useVehicleError();
  const { deleteGroup } = useVehicleMutations();
  const [renaming, setRenaming] = useState(false);

  async function remove() {
    onStatus({ kind: 'pending', message: t('working') });
    try {
      await deleteGroup.mutateAsync(group.id);
      onStatus({ kind: 'success', message: t('deleted', { name: group.name }) });
    } catch (error) {
      onStatus({ kind: 'error', message: errorMessage(error) });
    }
  }

  return (
    <div className={styles.rowActions}>
      <PanelDialog
        open={renaming}
        onOpenChange={setRenaming}
        trigger={
          <button type="button" className={small} aria-label={`${t('rename')}: ${group.name}`}>
            {t('rename')}
          </button>
        }
        title={t('renameTitle', { name: group.name })}
        closeLabel={t('cancel')}
      >
        <GroupNameForm
          group={group}
          onStatus={(status) => {
            onStatus(status);
            if (status?.kind === 'success') setRenaming(false);
          }}
        />
      </PanelDialog>
      <AddVehiclesDialog group={group} onStatus={onStatus} />
      <ConfirmDialog
        trigger={
          <button type="button" className={small} aria-label={`${t('delete')}: ${group.name}`}>
            {t('delete')}
          </button>
        }
        title={t('deleteTitle', { name: group.name })}
        description={t('deleteBody', { count: group.vehicleCount })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        destructive
        onConfirm={remove}
      />
    </div>
  );
}
