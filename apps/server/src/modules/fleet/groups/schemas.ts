import { z } from 'zod';
import { page, pagination, timestamp, uuid } from '../../../core/schemas';
import { requiredText } from '../form-rules';

// The vehicle groups' payloads (zod and plain data only: the kit bundles this for the portal's forms).

export const GROUP_NAME_TAKEN_MESSAGE = 'Group name must be unique';

/** Create and rename: a name unique in the company whatever its case, under 35 characters. */
export const fleetGroupBody = z
  .object({ name: requiredText().describe('Unique in the company whatever the case; under 35 characters') })
  .meta({ id: 'FleetGroupBody' });

export const fleetGroup = z
  .object({
    id: uuid,
    name: z.string(),
    vehicleCount: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'FleetGroup' });

export const fleetGroupListQuery = pagination.extend({
  query: z.string().trim().max(100).optional().describe('Case-insensitive part of the name'),
  sort: z.enum(['name', 'vehicleCount', 'createdAt']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const fleetGroupPage = page(fleetGroup).meta({ id: 'FleetGroupPage' });

/**
 * Vehicles to put in the group. Without `move`, vehicles that are in another group are refused
 * (409 `VEHICLES_IN_OTHER_GROUP`, naming them), so that the portal can ask before moving them.
 */
export const fleetGroupAddVehiclesBody = z
  .object({
    vehicleIds: z.array(uuid).min(1, { error: 'chooseVehicles' }).max(200),
    move: z.boolean().default(false).describe('Move vehicles that are in another group'),
  })
  .meta({ id: 'FleetGroupAddVehiclesBody' });

export const fleetGroupVehiclesAdded = z
  .object({
    group: fleetGroup,
    added: z.number().int().describe('Vehicles that were in no group'),
    moved: z.number().int().describe('Vehicles moved from another group'),
  })
  .meta({ id: 'FleetGroupVehiclesAdded' });

export const fleetGroupVehicleParams = z.object({ id: uuid, vehicleId: uuid });

export type FleetGroupBody = z.infer<typeof fleetGroupBody>;
export type FleetGroup = z.infer<typeof fleetGroup>;
export type FleetGroupListQuery = z.infer<typeof fleetGroupListQuery>;
export type FleetGroupPage = z.infer<typeof fleetGroupPage>;
export type FleetGroupAddVehiclesBody = z.infer<typeof fleetGroupAddVehiclesBody>;
export type FleetGroupVehiclesAdded = z.infer<typeof fleetGroupVehiclesAdded>;
