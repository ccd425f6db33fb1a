import { z } from 'zod';
import { calendarDate, page, pagination, timestamp, uuid } from '../../../core/schemas';

// The vehicle changes page: the audit log of the company's vehicles and groups.

export const CHANGE_ENTITIES = ['vehicle', 'group'] as const;

export const fleetChangeListQuery = pagination
  .extend({
    vehicleId: uuid.optional().describe('Changes of this vehicle (its group moves included)'),
    userId: uuid.optional().describe('Changes this company user made'),
    entity: z.enum(CHANGE_ENTITIES).optional().describe('Only vehicles or only groups'),
    from: calendarDate.optional().describe('First day, Asia/Tbilisi'),
    to: calendarDate.optional().describe('Last day (included), Asia/Tbilisi'),
    order: z.enum(['asc', 'desc']).default('desc').describe('By time; newest first by default'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'dateRange',
  });

export const fleetChangeActor = z
  .object({ userId: uuid, name: z.string().describe('First and last name, else the e-mail') })
  .meta({ id: 'FleetChangeActor' });

export const fleetChange = z
  .object({
    id: uuid,
    at: timestamp,
    entity: z.enum(CHANGE_ENTITIES),
    entityId: uuid,
    action: z.string().describe('create, update or delete'),
    actor: fleetChangeActor.nullable().describe('Null for the retailer’s staff or the system'),
    subject: z.string().nullable().describe('The registration number or the group name'),
    changes: z
      .array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() }))
      .describe('The fields that changed (every set field for a create)'),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'FleetChange' });

/** The log's `total` counts up to {@link CHANGES_COUNT_CAP}; past it `totalCapped` is true. */
export const CHANGES_COUNT_CAP = 10_000;
export const fleetChangePage = page(fleetChange)
  .extend({
    totalCapped: z
      .boolean()
      .describe(
        `True when more than ${CHANGES_COUNT_CAP.toLocaleString('en')} changes match: total is then that cap`,
      ),
  })
  .meta({ id: 'FleetChangePage' });
export const fleetChangeActorPage = page(fleetChangeActor).meta({ id: 'FleetChangeActorPage' });

export type FleetChangeListQuery = z.infer<typeof fleetChangeListQuery>;
export type FleetChangeActor = z.infer<typeof fleetChangeActor>;
export type FleetChange = z.infer<typeof fleetChange>;
export type FleetChangePage = z.infer<typeof fleetChangePage>;
export type FleetChangeActorPage = z.infer<typeof fleetChangeActorPage>;
