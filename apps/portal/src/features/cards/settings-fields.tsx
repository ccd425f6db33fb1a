'use client';

import { FUEL_PRODUCTS, FUEL_UNITS, LIMIT_PERIODS } from '@fuel/sdk/fleet-vocabulary';
import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TimeField, timeValue } from '@/components/form/date-time-fields';
import formStyles from '@/components/form/form.module.css';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useOrderValidation } from '@/features/orders/use-order-validation';
import type { CardSettingsValues } from './settings-values';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

type Props<Values extends CardSettingsValues> = {
  idPrefix: string;
  register: UseFormRegister<Values>;
  watch: UseFormWatch<Values>;
  errors: FieldErrors<CardSettingsValues>;
};

/** The limit (period, amount, unit), the allowed products and the working hours of a card. */
export function CardSettingsFields<Values extends CardSettingsValues>({
  idPrefix,
  register,
  watch,
  errors,
}: Props<Values>) {
  const t = useTranslations('Cards.form');
  const limits = useTranslations('Cards.limits');
  const units = useTranslations('Orders.form.units');
  const products = useTranslations('FuelProducts');
  const validation = useOrderValidation();
  // The generic form's paths are this component's own names.
  const field = register as unknown as UseFormRegister<CardSettingsValues>;
  const period = (watch as unknown as UseFormWatch<CardSettingsValues>)('limitPeriod');
  return (
    <>
      <div className={formStyles.twoColumns}>
        <SelectField
          id={`${idPrefix}-period`}
          label={t('limitPeriod')}
          options={LIMIT_PERIODS.map((value) => ({ value, label: limits(`periods.${value}`) }))}
          {...field('limitPeriod')}
        />
        {period !== 'unlimited' && (
          <>
            <TextField
              id={`${idPrefix}-amount`}
              label={t('limitAmount')}
              type="number"
              inputMode="decimal"
              min={1}
              step="0.01"
              error={validation(errors.limitAmount?.message)}
              {...field('limitAmount', { valueAsNumber: true })}
            />
            <SelectField
              id={`${idPrefix}-unit`}
              label={t('limitUnit')}
              options={FUEL_UNITS.map((value) => ({ value, label: units(value) }))}
              {...field('limitUnit')}
            />
          </>
        )}
      </div>
      <fieldset
        className={formStyles.choices}
        aria-describedby={errors.products ? `${idPrefix}-products-error` : undefined}
      >
        <legend>{t('products')}</legend>
        {FUEL_PRODUCTS.map((product) => (
          <CheckboxField
            key={product}
            id={`${idPrefix}-product-${product}`}
            label={products(product)}
            value={product}
            {...field('products')}
          />
        ))}
      </fieldset>
      {errors.products && (
        <p id={`${idPrefix}-products-error`} className={formStyles.error}>
          {validation(errors.products.message ?? errors.products.root?.message)}
        </p>
      )}
      <div className={formStyles.twoColumns}>
        <TimeField
          id={`${idPrefix}-from`}
          label={t('fromTime')}
          {...field('fromTime', { setValueAs: timeValue })}
        />
        <TimeField
          id={`${idPrefix}-to`}
          label={t('toTime')}
          error={validation(errors.toTime?.message)}
          {...field('toTime', { setValueAs: timeValue })}
        />
      </div>
      <fieldset className={formStyles.choices}>
        <legend>{t('weekdays')}</legend>
        {WEEKDAYS.map((day) => (
          <CheckboxField
            key={day}
            id={`${idPrefix}-weekday-${day}`}
            label={t(`weekday.${day}`)}
            value={day}
            {...field('weekdays')}
          />
        ))}
      </fieldset>
    </>
  );
}
