'use client';

import type { FleetGroup } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { FormStatusValue } from '@/components/form/form-status';
import { lazyZodResolver } from '@/components/form/lazy-resolver';
import { TextField } from '@/components/form/text-field';
import buttonStyles from '@/components/ui/button-link.module.css';
import { useHydrated } from '@/lib/use-hydrated';
import { useVehicleMutations } from './queries';
import { useVehicleServerErrors, useVehicleValidation } from './use-vehicle-messages';
import styles from './vehicles.module.css';

const button = [buttonStyles.button, buttonStyles.primary, buttonStyles.md].join(' ');

// zod and the schema load with the user's first check (see lazyZodResolver).
const resolver = lazyZodResolver<{ name: string }>(() =>
  import('@fuel/sdk/fleet-rules').then((rules) => rules.fleetGroupBody),
);

/**
 * Create a group (no `group`) or rename one: the server's schema on blur and submit; a taken name
 * ('Group name must be unique') stays on the field with what was typed.
 */
export function GroupNameForm({
  group,
  onStatus,
}: {
  group?: FleetGroup;
  onStatus: (status: FormStatusValue) => void;
}) {
  const t = useTranslations('Vehicles.groups');
  const validation = useVehicleValidation();
  const hydrated = useHydrated();
  const id = useId();
  const { createGroup, renameGroup } = useVehicleMutations();
  const form = useForm<{ name: string }>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { name: group?.name ?? '' },
  });
  const serverErrors = useVehicleServerErrors(form.setError);
  const error = form.formState.errors.name;
  const working = form.formState.isSubmitting;

  async function submit(values: { name: string }) {
    onStatus({ kind: 'pending', message: group ? t('working') : t('creating') });
    try {
      if (group) {
        await renameGroup.mutateAsync({ id: group.id, body: values });
        onStatus({ kind: 'success', message: t('renamed') });
      } else {
        const created = await createGroup.mutateAsync(values);
        form.reset({ name: '' });
        onStatus({ kind: 'success', message: t('created', { name: created.name }) });
      }
    } catch (failure) {
      onStatus({ kind: 'error', message: serverErrors(failure) });
    }
  }

  return (
    <form className={styles.inlineForm} noValidate onSubmit={form.handleSubmit(submit)}>
      <TextField
        id={`${id}-name`}
        label={t('name')}
        autoComplete="off"
        error={error?.type === 'server' ? error.message : validation(error?.message)}
        {...form.register('name')}
      />
      <button type="submit" className={button} disabled={!hydrated || working}>
        {working ? t('working') : group ? t('rename') : t('create')}
      </button>
    </form>
  );
}
