'use client';

import type { FleetApiClient, FleetApiClientCreated } from '@fuel/sdk/fleet';
import { useFormatter, useTranslations } from 'next-intl';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm/confirm-dialog';
import { createColumnHelper } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import { useCan } from '@/features/fleet/fleet-me';
import { ApiClientForm } from './api-client-form';
import styles from './api-clients.module.css';
import { useApiClientMutations, useApiClients } from './queries';
import { smallButton as small } from './styles';

// Shown once, after a client is made: loaded then.
const SecretOnce = lazy(() => import('./secret-once').then((module) => ({ default: module.SecretOnce })));

const column = createColumnHelper<FleetApiClient>();
const noop = () => {};

/** The company's API clients: the list, a form to create one (its secret shown once), revoke (confirmed). */
export function ApiClientsPageClient() {
  const t = useTranslations('ApiClients');
  const format = useFormatter();
  const mayEdit = useCan()('integrations.write');
  const list = useApiClients();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [created, setCreated] = useState<FleetApiClientCreated | null>(null);

  const columns = useMemo(() => {
    const when = (date: Date | null, none: string) =>
      date ? format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' }) : none;
    return [
      column.accessor('name', { header: t('name') }),
      column.accessor('scopes', { header: t('scopes'), cell: (info) => info.getValue().join(', ') }),
      column.accessor('createdAt', { header: t('createdAt'), cell: (info) => when(info.getValue(), '') }),
      column.accessor('expiresAt', {
        header: t('expiresAt'),
        cell: (info) => when(info.getValue(), t('never')),
      }),
      column.accessor('lastUsedAt', {
        header: t('lastUsedAt'),
        cell: (info) => when(info.getValue(), t('notUsed')),
      }),
      column.accessor('status', { header: t('status'), cell: (info) => t(`statuses.${info.getValue()}`) }),
      ...(mayEdit
        ? [
            column.display({
              id: 'actions',
              header: t('actions'),
              cell: (info) =>
                info.row.original.status === 'revoked' ? null : (
                  <RevokeButton client={info.row.original} onStatus={setStatus} />
                ),
            }),
          ]
        : []),
    ];
  }, [t, format, mayEdit]);

  return (
    <div className={styles.page}>
      {mayEdit && (
        <section className={styles.panel} aria-labelledby="api-client-create">
          <h2 id="api-client-create">{t('createTitle')}</h2>
          <ApiClientForm onCreated={setCreated} onStatus={setStatus} />
        </section>
      )}
      <FormStatus status={status} />
      {created && (
        <Suspense fallback={null}>
          <SecretOnce client={created} onDone={() => setCreated(null)} />
        </Suspense>
      )}
      <DataTable
        caption={t('caption')}
        columns={columns}
        getRowId={(client) => client.id}
        rows={list.data}
        total={list.data?.length ?? 0}
        page={1}
        limit={Math.max(list.data?.length ?? 0, 1)}
        onPageChange={noop}
        sort={null}
        onSortChange={noop}
        status={list.status}
        onRetry={() => list.refetch()}
        empty={t('empty')}
      />
    </div>
  );
}

function RevokeButton({
  client,
  onStatus,
}: {
  client: FleetApiClient;
  onStatus: (status: FormStatusValue) => void;
}) {
  const t = useTranslations('ApiClients');
  const { revoke } = useApiClientMutations();
  async function confirm() {
    onStatus({ kind: 'pending', message: t('revoking') });
    try {
      await revoke.mutateAsync(client.id);
      onStatus({ kind: 'success', message: t('revoked', { name: client.name }) });
    } catch {
      onStatus({ kind: 'error', message: t('revokeFailed') });
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={small} aria-label={`${t('revoke')}: ${client.name}`}>
          {t('revoke')}
        </button>
      }
      title={t('revokeTitle', { name: client.name })}
      description={t('revokeBody')}
      confirmLabel={t('revoke')}
      cancelLabel={t('cancel')}
      destructive
      onConfirm={confirm}
    />
  );
}
