'use client';

import { type FuelUnit, orderTotal, priceLine } from '@fuel/sdk/fleet-vocabulary';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { OrderFormValues } from './order-form-values';
import { useFuelPrices } from './queries';

/** A line as the server would price it now: tetri per liter, and (once its quantity is valid) what it costs and buys. */
export type LivePrice = { unitPrice: number; total?: number; volumeMl?: number };

/**
 * The form's lines priced while the user types, with the server's own rule (`priceLine` of
 * `@fuel/sdk/fleet-rules`) over today's prices: `undefined` for a line whose product is not chosen or
 * not on sale; the total of the lines that are complete.
 */
export function useLivePrices(form: UseFormReturn<OrderFormValues>) {
  const prices = useFuelPrices();
  const [kind, lines] = useWatch({ control: form.control, name: ['kind', 'lines'] });
  const priced = (lines ?? []).map((line): LivePrice | undefined => {
    const unitPrice = prices.data?.get(line.product);
    if (unitPrice === undefined) return undefined;
    const quantity = Number(line.quantity);
    if (!Number.isInteger(quantity) || quantity <= 0) return { unitPrice };
    const entered = { unit: line.unit as FuelUnit, quantity, denomination: Number(line.denomination) };
    return { unitPrice, ...priceLine(kind, entered, unitPrice) };
  });
  const complete = priced.flatMap((line) => (line?.total === undefined ? [] : [{ total: line.total }]));
  return {
    lines: priced,
    /** Tetri; undefined while no line is complete. */
    total: complete.length ? orderTotal(complete) : undefined,
    unavailable: prices.isError,
  };
}
