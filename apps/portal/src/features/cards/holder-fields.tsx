'use client';

import { useTranslations } from 'next-intl';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import formStyles from '@/components/form/form.module.css';
import { TextField } from '@/components/form/text-field';
import styles from '@/features/orders/orders.module.css';
import { buttonClass } from '@/features/orders/styles';
import { useOrderValidation } from '@/features/orders/use-order-validation';
import { type CardOrderValues, emptyHolder } from './card-order-values';
import { HolderVehicleField } from './holder-vehicle-field';

const KINDS = ['driver', 'vehicle'] as const;

/**
 * An IDENTIFIED order's cards, one per holder: a driver by name or, for users who may see the
 * vehicles, one of the company's vehicles.
 */
export function HolderFields({
  form,
  mayPickVehicle,
}: {
  form: UseFormReturn<CardOrderValues>;
  mayPickVehicle: boolean;
}) {
  const t = useTranslations('Cards.form');
  const validation = useOrderValidation();
  const holders = useFieldArray({ control: form.control, name: 'holders' });
  const errors = form.formState.errors.holders;
  const values = form.watch('holders');

  return (
    <fieldset className={formStyles.choices}>
      <legend>{t('holders')}</legend>
      {holders.fields.map((holder, index) => {
        const number = index + 1;
        const kind = mayPickVehicle ? values[index]?.kind : 'driver';
        return (
          <fieldset key={holder.id} className={formStyles.choices}>
            <legend>{t('holder', { number })}</legend>
            {mayPickVehicle && (
              <div className={styles.buttons}>
                {KINDS.map((value) => (
                  <label key={value} className={formStyles.choice}>
                    <input type="radio" value={value} {...form.register(`holders.${index}.kind`)} />
                    {t(`holderKinds.${value}`)}
                  </label>
                ))}
              </div>
            )}
            {kind === 'vehicle' ? (
              <HolderVehicleField
                id={`card-holder-vehicle-${index}`}
                label={t('vehicle', { number })}
                vehicleId={values[index]?.vehicleId ?? ''}
                vehicleLabel={values[index]?.vehicleLabel ?? ''}
                error={validation(errors?.[index]?.vehicleId?.message)}
                onChange={(vehicle) => {
                  form.setValue(`holders.${index}.vehicleId`, vehicle?.id ?? '');
                  form.setValue(`holders.${index}.vehicleLabel`, vehicle?.label ?? '');
                  if (vehicle) form.clearErrors(`holders.${index}.vehicleId`);
                }}
              />
            ) : (
              <TextField
                id={`card-holder-${index}`}
                label={t('driverName', { number })}
                autoComplete="off"
                error={validation(errors?.[index]?.driverName?.message)}
                {...form.register(`holders.${index}.driverName`)}
              />
            )}
            {holders.fields.length > 1 && (
              <button type="button" className={buttonClass('ghost')} onClick={() => holders.remove(index)}>
                {t('removeHolder', { number })}
              </button>
            )}
          </fieldset>
        );
      })}
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => holders.append(emptyHolder())}
      >
        {t('addHolder')}
      </button>
    </fieldset>
  );
}
