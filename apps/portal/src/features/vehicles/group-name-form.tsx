'use client';

import type { FleetGroup } from '@fuel/sdk/fleet';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { FormStatusValue } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import buttonStyles from '@/components/ui/button-link.module.css';
import { useHydrated } from '@/lib/use-hydrated';
import { useVehicleMutations } from './queries';
import { useVehicleServerErrors, useVehicleValidation } from './use-vehicle-messages';
import styles from './vehicles.module.css';

const button = [buttonStyles.button, buttonStyles.primary, buttonStyles.md].join(' ');

// zod and the schema load with the user's first check, not with the page.
const loadSchema = () => import('@fuel/sdk/fleet-rules').then((rules) => rules.fleetGroupBody);

type FieldError = { type: 'rule' | 'server'; message?: string };

/**
 * Create a group (no `group`) or rename one: the server's schema on blur and submit (then on every
 * change); a taken name ('Group name must be unique') stays on the field with what was typed. One
 * field, so plain state rather than react-hook-form, which would add 15 kB to the groups page.
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
  const input = useRef<HTMLInputElement>(null);
  const { createGroup, renameGroup } = useVehicleMutations();
  const [name, setName] = useState(group?.name ?? '');
  const [error, setError] = useState<FieldError | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [working, setWorking] = useState(false);
  const serverErrors = useVehicleServerErrors<{ name: string }>((_, failure) =>
    setError({ type: 'server', message: failure.message }),
  );

  /** The schema's output for `value` (the name as the server takes it), or undefined with the error shown. */
  async function check(value: string) {
    const result = (await loadSchema()).safeParse({ name: value });
    setError(result.success ? null : { type: 'rule', message: result.error.issues[0]?.message });
    return result.success ? result.data : undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const values = await check(name);
    if (!values) {
      input.current?.focus();
      return;
    }
    setWorking(true);
    onStatus({ kind: 'pending', message: group ? t('working') : t('creating') });
    try {
      if (group) {
        await renameGroup.mutateAsync({ id: group.id, body: values });
        onStatus({ kind: 'success', message: t('renamed') });
      } else {
        const created = await createGroup.mutateAsync(values);
        setName('');
        setSubmitted(false);
        onStatus({ kind: 'success', message: t('created', { name: created.name }) });
      }
    } catch (failure) {
      onStatus({ kind: 'error', message: serverErrors(failure) });
    } finally {
      setWorking(false);
    }
  }

  return (
    <form
      className={styles.inlineForm}
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSchema().catch(() => undefined)}
    >
      <TextField
        ref={input}
        id={`${id}-name`}
        name="name"
        label={t('name')}
        autoComplete="off"
        value={name}
        error={error?.type === 'server' ? error.message : validation(error?.message)}
        onChange={(event) => {
          setName(event.target.value);
          if (submitted) check(event.target.value).catch(() => undefined);
          else if (error?.type === 'server') setError(null);
        }}
        onBlur={(event) => check(event.target.value).catch(() => undefined)}
      />
      <button type="submit" className={button} disabled={!hydrated || working}>
        {working ? t('working') : group ? t('rename') : t('create')}
      </button>
    </form>
  );
}
