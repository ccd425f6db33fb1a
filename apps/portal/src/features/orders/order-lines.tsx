'use client';

import { COUPON_DENOMINATIONS, FUEL_PRODUCTS, FUEL_UNITS } from '@fuel/sdk/fleet-vocabulary';
import { useLocale, useTranslations } from 'next-intl';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { formatGel, formatLiters } from '@/lib/format';
import { emptyLine, type OrderFormValues } from './order-form-values';
import styles from './orders.module.css';
import { buttonClass } from './styles';
import type { LivePrice } from './use-live-prices';
import { useOrderValidation } from './use-order-validation';

const MAX_LINES = 7;

type Props = {
  form: UseFormReturn<OrderFormValues>;
  /** Each line priced now, in the lines' order (use-live-prices.ts). */
  prices: (LivePrice | undefined)[];
};

/**
 * The order's lines: a product each, with a unit (fuel) or a coupon denomination, and a quantity; under
 * each, today's price per liter and what the line costs.
 */
export function OrderLines({ form, prices }: Props) {
  const t = useTranslations('Orders.form');
  const products = useTranslations('FuelProducts');
  const validation = useOrderValidation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const kind = form.watch('kind');
  const errors = form.formState.errors.lines;
  const linesError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className={styles.lines}>
      <legend>{t('lines')}</legend>
      {fields.map((field, index) => {
        const lineErrors = errors?.[index];
        const id = (name: string) => `line-${index}-${name}`;
        return (
          <fieldset key={field.id} className={styles.line}>
            <legend className={styles.visuallyHidden}>{t('line', { number: index + 1 })}</legend>
            <SelectField
              id={id('product')}
              label={t('product')}
              options={[
                { value: '', label: t('chooseProduct') },
                ...FUEL_PRODUCTS.map((product) => ({ value: product, label: products(product) })),
              ]}
              error={validation(lineErrors?.product?.message)}
              {...form.register(`lines.${index}.product`)}
            />
            {kind === 'fuel' && (
              <SelectField
                id={id('unit')}
                label={t('unit')}
                options={FUEL_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
                {...form.register(`lines.${index}.unit`)}
              />
            )}
            {kind === 'coupons' && (
              <SelectField
                id={id('denomination')}
                label={t('denomination')}
                options={COUPON_DENOMINATIONS.map((value) => ({
                  value: String(value),
                  label: t('denominationValue', { liters: value }),
                }))}
                {...form.register(`lines.${index}.denomination`)}
              />
            )}
            <TextField
              id={id('quantity')}
              label={t(`quantity.${kind}`)}
              hint={t(`quantityHint.${kind}`)}
              type="number"
              inputMode="numeric"
              min={1}
              step={kind === 'coupons' ? 5 : 10}
              error={validation(lineErrors?.quantity?.message)}
              {...form.register(`lines.${index}.quantity`, { valueAsNumber: true })}
            />
            {fields.length > 1 && (
              <button type="button" className={buttonClass('ghost')} onClick={() => remove(index)}>
                {t('removeLine', { number: index + 1 })}
              </button>
            )}
            <LinePrice price={prices[index]} chosen={Boolean(form.watch(`lines.${index}.product`))} />
          </fieldset>
        );
      })}
      {linesError && (
        <p className={styles.error} role="alert">
          {validation(linesError)}
        </p>
      )}
      {fields.length < MAX_LINES && (
        <button type="button" className={buttonClass('secondary')} onClick={() => append(emptyLine())}>
          {t('addLine')}
        </button>
      )}
    </fieldset>
  );
}

/** "GEL 3.09 per liter · 120.00 L · line total GEL 370.80", or why there is no price yet. */
function LinePrice({ price, chosen }: { price: LivePrice | undefined; chosen: boolean }) {
  const t = useTranslations('Orders.form.price');
  const locale = useLocale();
  if (!chosen) return null;
  return (
    <p className={styles.linePrice} data-testid="line-price">
      {!price ? (
        t('notOnSale')
      ) : (
        <>
          <span>{t('perLiter', { price: formatGel(price.unitPrice, locale) })}</span>
          {price.total !== undefined && price.volumeMl !== undefined && (
            <>
              <span>
                {t('liters', { liters: formatLiters(Math.floor(price.volumeMl / 10) / 100, locale) })}
              </span>
              <span>
                {t('lineTotal')} <strong>{formatGel(price.total, locale)}</strong>
              </span>
            </>
          )}
        </>
      )}
    </p>
  );
}
