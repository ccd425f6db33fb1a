import { z } from 'zod';
import { money } from '../../commerce/shared';
import { fleetOrder } from '../orders/schemas';
import { fleetFuelProduct } from '../vehicles/schemas';
import { fleetHomeOverview } from './overview-schemas';

/** How many of the newest fuel requests the home shows. */
export const HOME_LATEST_ORDERS = 5;

export const fleetHomeQuery = z.object({
  product: fleetFuelProduct
    .default('EURO_DIESEL')
    .describe('The product whose price today converts the points balance into liters'),
  latestOrders: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe(`true: include the ${HOME_LATEST_ORDERS} newest fuel requests (the home page's block)`),
  overview: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true: include the overview blocks the user may see (the home page); false or absent: none'),
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
    latestOrders: z
      .array(fleetOrder)
      .nullable()
      .describe(
        `The ${HOME_LATEST_ORDERS} newest fuel requests, newest first, when asked with latestOrders=true and the user may view the fuel request page; null otherwise`,
      ),
    ...fleetHomeOverview,
  })
  .meta({ id: 'FleetHome' });

export type FleetHomeQuery = z.infer<typeof fleetHomeQuery>;
export type FleetHome = z.infer<typeof fleetHome>;
