'use client';

import { TRANSPORTATION_TYPES } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { DateField, dateValue } from '@/components/form/date-time-fields';
import formStyles from '@/components/form/form.module.css';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import type { OrderFormValues } from './order-form-values';
import { useOrderValidation } from './use-order-validation';

const TEXT_FIELDS = ['vehicleNumber', 'trailerNumber', 'address', 'contactNumber'] as const;

/** A wholesale order's delivery: every field required (spec §5). */
export function DeliveryFields({ form }: { form: UseFormReturn<OrderFormValues> }) {
  const t = useTranslations('Orders.form.delivery');
  const validation = useOrderValidation();
  const errors = form.formState.errors.delivery;
  return (
    <fieldset className={formStyles.section}>
      <legend>{t('title')}</legend>
      <div className={formStyles.twoColumns}>
        <SelectField
          id="delivery-transportationType"
          label={t('transportationType')}
          options={TRANSPORTATION_TYPES.map((type) => ({ value: type, label: t(`transportation.${type}`) }))}
          error={validation(errors?.transportationType?.message)}
          {...form.register('delivery.transportationType')}
        />
        <DateField
          id="delivery-deliveryDate"
          label={t('deliveryDate')}
          error={validation(errors?.deliveryDate?.message)}
          {...form.register('delivery.deliveryDate', { setValueAs: dateValue })}
        />
        {TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            id={`delivery-${name}`}
            label={t(name)}
            type={name === 'contactNumber' ? 'tel' : 'text'}
            autoComplete={name === 'contactNumber' ? 'tel' : 'off'}
            error={validation(errors?.[name]?.message)}
            {...form.register(`delivery.${name}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
