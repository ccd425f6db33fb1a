'use client';

import type { FleetVehicle } from '@fuel/sdk/fleet';
import {
  FUEL_PRODUCTS,
  RECORD_STATUSES,
  REGISTRATION_TYPES,
  registrationExample,
} from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { FormStatus, type FormStatusValue } from '@/components/form/form-status';
import { lazyZodResolver } from '@/components/form/lazy-resolver';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import buttonStyles from '@/components/ui/button-link.module.css';
import { useRouter } from '@/i18n/navigation';
import { useHydrated } from '@/lib/use-hydrated';
import { useGroups, useVehicleMutations } from './queries';
import { useVehicleServerErrors, useVehicleValidation } from './use-vehicle-messages';

const button = [buttonStyles.button, buttonStyles.primary, buttonStyles.md].join(' ');

type Values = {
  registrationType: FleetVehicle['registrationType'];
  registrationNumber: string;
  numberPlate: string | null;
  make: string | null;
  model: string | null;
  color: string | null;
  fuelType: FleetVehicle['fuelType'];
  tankCapacityLiters: number | null;
  trailerNumber: string | null;
  groupId: string | null;
  status: FleetVehicle['status'];
};
const TEXT_FIELDS = ['numberPlate', 'make', 'model', 'color', 'trailerNumber'] as const;

function defaults(vehicle: FleetVehicle | undefined): Values {
  return {
    registrationType: vehicle?.registrationType ?? 'georgia',
    registrationNumber: vehicle?.registrationNumber ?? '',
    numberPlate: vehicle?.numberPlate ?? '',
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    color: vehicle?.color ?? '',
    fuelType: vehicle?.fuelType ?? ('' as Values['fuelType']),
    tankCapacityLiters: vehicle?.tankCapacityLiters ?? null,
    trailerNumber: vehicle?.trailerNumber ?? '',
    groupId: vehicle?.group?.id ?? null,
    status: vehicle?.status ?? 'active',
  };
}

// zod and the schema load with the user's first check (see lazyZodResolver).
const resolver = lazyZodResolver<Values>(() =>
  import('@fuel/sdk/fleet-rules').then((rules) => rules.fleetVehicleBody),
);

/**
 * Add a vehicle (no `vehicle`) or edit one. The schema is the server's (`@fuel/sdk/fleet-rules`),
 * checked on blur, then as the user types, and on submit; the server's refusals (a duplicate
 * registration number) land on their field, and a failed save keeps what was typed.
 */
export function VehicleForm({
  vehicle,
  readOnly,
  notice = null,
  onCreated,
}: {
  vehicle?: FleetVehicle;
  readOnly: boolean;
  /** The status to start with (the add's success, once the page shows the new vehicle). */
  notice?: FormStatusValue;
  onCreated?: (status: FormStatusValue) => void;
}) {
  const t = useTranslations('Vehicles');
  const products = useTranslations('FuelProducts');
  const validation = useVehicleValidation();
  const hydrated = useHydrated();
  const router = useRouter();
  const groups = useGroups();
  const { create, update } = useVehicleMutations();
  const [status, setStatus] = useState<FormStatusValue>(notice);
  const form = useForm<Values>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: defaults(vehicle),
  });
  const { errors, isSubmitting } = form.formState;
  const serverErrors = useVehicleServerErrors(form.setError);
  const registrationType = form.watch('registrationType');

  async function submit(values: Values) {
    setStatus({ kind: 'pending', message: t('saving') });
    try {
      if (vehicle) {
        const saved = await update.mutateAsync({ id: vehicle.id, body: values });
        form.reset(defaults(saved));
        setStatus({ kind: 'success', message: t('saved') });
      } else {
        const created = await create.mutateAsync(values);
        const done = { kind: 'success', message: t('created') } as const;
        setStatus(done);
        onCreated?.(done);
        router.replace({ pathname: '/dashboard/vehicles/edit-vehicle', query: { id: created.id } });
      }
    } catch (error) {
      setStatus({ kind: 'error', message: serverErrors(error) });
    }
  }

  const errorOf = (name: FieldPath<Values>) => {
    const error = errors[name];
    return error?.type === 'server' ? error.message : validation(error?.message);
  };
  const nullWhenEmpty = { setValueAs: (value: string) => (value === '' ? null : value) };

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label={t(vehicle ? 'form.editTitle' : 'form.addTitle')}
    >
      <fieldset className={formStyles.section} disabled={readOnly}>
        <legend>{t(vehicle ? 'form.editTitle' : 'form.addTitle')}</legend>
        <div className={formStyles.twoColumns}>
          <SelectField
            id="vehicle-registrationType"
            label={t('form.registrationType')}
            options={REGISTRATION_TYPES.map((type) => ({
              value: type,
              label: t(`registrationTypes.${type}`),
            }))}
            error={errorOf('registrationType')}
            {...form.register('registrationType', {
              onChange: () =>
                form.formState.touchedFields.registrationNumber && form.trigger('registrationNumber'),
            })}
          />
          <TextField
            id="vehicle-registrationNumber"
            label={t('form.registrationNumber')}
            hint={t('form.registrationHint', { example: registrationExample(registrationType) })}
            error={errorOf('registrationNumber')}
            autoComplete="off"
            {...form.register('registrationNumber')}
          />
        </div>
        <div className={formStyles.twoColumns}>
          <SelectField
            id="vehicle-fuelType"
            label={t('form.fuelType')}
            options={[
              { value: '', label: t('form.chooseFuel') },
              ...FUEL_PRODUCTS.map((product) => ({ value: product, label: products(product) })),
            ]}
            error={errorOf('fuelType')}
            {...form.register('fuelType')}
          />
          <TextField
            id="vehicle-tankCapacityLiters"
            label={t('form.tankCapacityLiters')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={errorOf('tankCapacityLiters')}
            {...form.register('tankCapacityLiters', {
              setValueAs: (value: string) => (value === '' || value === null ? null : Number(value)),
            })}
          />
        </div>
        <div className={formStyles.twoColumns}>
          {TEXT_FIELDS.map((name) => (
            <TextField
              key={name}
              id={`vehicle-${name}`}
              label={t(`form.${name}`)}
              error={errorOf(name)}
              autoComplete="off"
              {...form.register(name)}
            />
          ))}
        </div>
        <div className={formStyles.twoColumns}>
          <SelectField
            id="vehicle-groupId"
            label={t('form.group')}
            options={[
              { value: '', label: t('noGroup') },
              ...(groups.data?.items ?? []).map((group) => ({ value: group.id, label: group.name })),
            ]}
            error={errorOf('groupId')}
            {...form.register('groupId', nullWhenEmpty)}
          />
          <SelectField
            id="vehicle-status"
            label={t('form.status')}
            options={RECORD_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            error={errorOf('status')}
            {...form.register('status')}
          />
        </div>
      </fieldset>
      <FormStatus status={status} />
      {!readOnly && (
        <div>
          <button type="submit" className={button} disabled={!hydrated || isSubmitting}>
            {isSubmitting ? t('saving') : vehicle ? t('save') : t('add')}
          </button>
        </div>
      )}
    </form>
  );
}
