import { z } from 'zod';
import { calendarDate, pagination, timestamp, uuid } from '../../../core/schemas';
import { commaList, sortOrder } from '../../commerce/shared';
import { fleetCardLimitUse, fleetCardSchedule, fleetOrderProduct } from '../orders/schemas';
import { CARD_STATUSES, CARD_TYPES } from '../vocabulary';

export * from './inputs';

export const fleetCard = z
  .object({
    id: uuid,
    number: z.string().describe('6 characters'),
    type: z.enum(CARD_TYPES),
    status: z.enum(CARD_STATUSES),
    vehicleId: uuid.nullable(),
    vehicleRegistrationNumber: z.string().nullable(),
    driverName: z.string().nullable(),
    limits: z.array(fleetCardLimitUse),
    products: z.array(fleetOrderProduct),
    schedule: fleetCardSchedule,
    orderId: uuid.nullable(),
    replacesCardId: uuid.nullable(),
    closedAt: timestamp.nullable().describe('When the card was closed (deleted or replaced)'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'FleetCard' });

export const fleetCardPage = z
  .object({
    items: z.array(fleetCard),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    counts: z
      .object({ active: z.number().int(), blocked: z.number().int() })
      .describe('The company’s active and blocked cards, whatever the filters'),
  })
  .meta({ id: 'FleetCardPage' });

export const fleetCardListQuery = pagination.extend({
  statusIn: commaList(z.enum(CARD_STATUSES), 'Only these statuses'),
  typeIn: commaList(z.enum(CARD_TYPES), 'Only these types'),
  vehicleId: uuid.optional(),
  search: z
    .string()
    .trim()
    .max(35)
    .optional()
    .describe('Part of the card number, the driver name or the vehicle’s registration number'),
  closedFrom: calendarDate.optional().describe('Closed on or after this day (Asia/Tbilisi)'),
  closedTo: calendarDate.optional().describe('Closed on or before this day (Asia/Tbilisi)'),
  sort: z.enum(['created', 'number', 'closed']).default('created'),
  order: sortOrder.optional().describe('Defaults to asc for the number, desc for the dates'),
});

export const fleetCardParams = z.object({ id: uuid });

export const fleetReplacedCard = z
  .object({ closed: fleetCard, orderId: uuid })
  .describe('The old card, closed for good, and the replacement card order')
  .meta({ id: 'FleetReplacedCard' });

export type FleetCard = z.infer<typeof fleetCard>;
export type FleetCardPage = z.infer<typeof fleetCardPage>;
export type FleetCardListQuery = z.output<typeof fleetCardListQuery>;
export type FleetReplacedCard = z.infer<typeof fleetReplacedCard>;
