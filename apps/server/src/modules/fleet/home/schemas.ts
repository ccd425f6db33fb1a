import { z } from 'zod';
import { money } from '../../commerce/shared';
import { FUEL_PRODUCTS } from '../vocabulary';

export const fleetFuelProduct = z.enum(FUEL_PRODUCTS).meta({ id: 'FleetFuelProduct' });

export const fleetHomeQuery = z.object({
  product: fleetFuelProduct
    .default('EURO_DIESEL')
    .describe('The product whose price today converts the points balance into liters'),
});

export const fleetHome = z
  .object({
    company: z.object({ name: z.string(), identificationCode: z.string() }),
    balance: z.object({
      points: money.describe('The points balance in GEL (1 point = 1 tetri)'),
      product: fleetFuelProduct,
      price: money
        .nullable()
        .describe("The product's price per liter today; null when the retailer does not sell it"),
      liters: z
        .number()
        .nullable()
        .describe('What the balance buys at that price, in liters with two decimals (rounded down)'),
    }),
    prices: z
      .array(z.object({ product: fleetFuelProduct, price: money }))
      .describe('Today’s price per liter of every product the retailer sells'),
    unseenNotifications: z.number().int(),
  })
  .meta({ id: 'FleetHome' });

export type FleetHomeQuery = z.infer<typeof fleetHomeQuery>;
export type FleetHome = z.infer<typeof fleetHome>;
