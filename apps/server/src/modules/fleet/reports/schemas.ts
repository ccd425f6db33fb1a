import { z } from 'zod';
import { uuid } from '../../../core/schemas';
import { fleetMoney, fleetPeriodQuery } from '../transactions/schemas';
import { fleetFuelProduct } from '../vehicles/schemas';
import { FUEL_PRODUCTS } from '../vocabulary';

/** What a consumption report groups by; up to three at once (e.g. `group,product`). */
export const REPORT_DIMENSIONS = ['product', 'card', 'vehicle', 'group', 'day', 'month'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

export const fleetConsumptionQuery = z.object({
  ...fleetPeriodQuery.shape,
  by: z
    .string()
    .default('product')
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.enum(REPORT_DIMENSIONS)).min(1).max(3))
    .describe('Comma-joined: product, card, vehicle, group, day, month'),
  cardId: uuid.optional(),
  vehicleId: uuid.optional(),
  groupId: uuid.optional(),
  product: z.enum(FUEL_PRODUCTS).optional(),
});

/** One row of a consumption report: the dimensions asked for, and what they add up to. */
export const fleetConsumptionRow = z
  .object({
    product: fleetFuelProduct.optional(),
    cardId: uuid.optional(),
    cardNumber: z.string().nullable().optional(),
    vehicleId: uuid.nullable().optional(),
    registrationNumber: z.string().nullable().optional(),
    groupId: uuid.nullable().optional(),
    groupName: z.string().nullable().optional(),
    day: z.string().optional().describe('YYYY-MM-DD (Tbilisi)'),
    month: z.string().optional().describe('YYYY-MM (Tbilisi)'),
    liters: z.number(),
    amount: fleetMoney,
    purchases: z.number().int(),
  })
  .meta({ id: 'FleetConsumptionRow' });

export const fleetConsumptionReport = z
  .object({
    by: z.array(z.enum(REPORT_DIMENSIONS)),
    items: z.array(fleetConsumptionRow),
    totals: z.object({ liters: z.number(), amount: fleetMoney, purchases: z.number().int() }),
  })
  .meta({ id: 'FleetConsumptionReport' });

export const fleetEfficiencyQuery = z.object({
  ...fleetPeriodQuery.shape,
  vehicleId: uuid.optional(),
  groupId: uuid.optional(),
});

/** A vehicle's consumption between its first and last odometer readings of the period. */
export const fleetEfficiencyRow = z
  .object({
    vehicleId: uuid,
    registrationNumber: z.string().nullable(),
    readings: z.number().int(),
    firstKm: z.number().int(),
    lastKm: z.number().int(),
    distanceKm: z.number().int(),
    liters: z.number().describe('Fuel bought after the first reading, up to the last'),
    litersPer100Km: z.number().nullable().describe('Null when the distance is zero'),
  })
  .meta({ id: 'FleetEfficiencyRow' });

export const fleetEfficiencyReport = z
  .object({ items: z.array(fleetEfficiencyRow) })
  .meta({ id: 'FleetEfficiencyReport' });

export type FleetConsumptionQuery = z.infer<typeof fleetConsumptionQuery>;
export type FleetConsumptionRow = z.infer<typeof fleetConsumptionRow>;
export type FleetConsumptionReport = z.infer<typeof fleetConsumptionReport>;
export type FleetEfficiencyQuery = z.infer<typeof fleetEfficiencyQuery>;
export type FleetEfficiencyReport = z.infer<typeof fleetEfficiencyReport>;

export * from './statement-schemas';
