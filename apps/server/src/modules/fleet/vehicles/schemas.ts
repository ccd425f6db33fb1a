import { z } from 'zod';
import { page, pagination, timestamp, uuid } from '../../../core/schemas';
import { NAME_MAX_LENGTH, requiredText } from '../form-rules';
import type { FleetValidationKey, VehicleValidationKey } from '../validation-keys';
import { FUEL_PRODUCTS, RECORD_STATUSES, REGISTRATION_TYPES } from '../vocabulary';
import { normalizeRegistration } from './registration';

// The vehicles' payloads: one schema per payload, read by the server's validation, the kit's types and
// the portal's forms (`@fuel/sdk/fleet-rules`). Zod and plain data only: the kit bundles this file.
// Messages are keys: the shared `FleetValidation` ones (form-rules.ts) or VEHICLE_VALIDATION_KEYS (validation-keys.ts).

const key = (message: VehicleValidationKey | FleetValidationKey) => ({ error: message });

export const DUPLICATE_REGISTRATION_MESSAGE = 'Duplicate registration numbers are not allowed';

export const fleetRegistrationType = z
  .enum(REGISTRATION_TYPES, key('required'))
  .meta({ id: 'FleetRegistrationType' });
export const fleetFuelProduct = z.enum(FUEL_PRODUCTS, key('required')).meta({ id: 'FleetFuelProduct' });
export const fleetRecordStatus = z.enum(RECORD_STATUSES, key('required')).meta({ id: 'FleetRecordStatus' });

/** An optional text: trimmed, under 35 characters; empty becomes `null`. */
const optionalText = z
  .string(key('invalid'))
  .trim()
  .max(NAME_MAX_LENGTH, key('tooLong'))
  .transform((value) => value || null)
  .nullable()
  .optional();

/** A number plate or trailer number: like a registration number of type `other`; empty becomes `null`. */
const optionalPlate = z
  .string(key('invalid'))
  .trim()
  .transform((value, context) => {
    if (!value) return null;
    const plate = normalizeRegistration('other', value);
    if (!plate)
      context.addIssue({ code: 'invalid_format', format: 'plate', input: value, message: 'plateFormat' });
    return plate ?? value;
  })
  .nullable()
  .optional()
  .describe('2 to 14 letters or digits, spaces or dashes; stored upper case');

/**
 * Whether the registration number has its type's format (`AA-123-BB` for Georgia, see
 * registration.ts), checked once both are there, so a form shows it beside the other fields' issues.
 */
function registrationFormat(
  value: { registrationType: (typeof REGISTRATION_TYPES)[number]; registrationNumber: string },
  context: z.RefinementCtx,
) {
  if (!value.registrationNumber || normalizeRegistration(value.registrationType, value.registrationNumber)) {
    return;
  }
  context.addIssue({
    code: 'invalid_format',
    format: `registration_${value.registrationType}`,
    path: ['registrationNumber'],
    input: value.registrationNumber,
    message: 'registrationFormat',
  });
}

const hasRegistration = (payload: z.core.ParsePayload) => {
  const value = payload.value as Record<string, unknown> | undefined;
  return (
    typeof value?.registrationNumber === 'string' &&
    (REGISTRATION_TYPES as readonly unknown[]).includes(value.registrationType)
  );
};

/** A vehicle as the add and edit forms send it (`POST /fleet/vehicles`, `PUT /fleet/vehicles/{id}`). */
export const fleetVehicleBody = z
  .object({
    registrationType: fleetRegistrationType,
    registrationNumber: requiredText(20).describe(
      'Checked against its type: georgia AA-123-BB, transit TR-123-AB, diplomatic CD-001-123, other 2 to 14 letters or digits; stored upper case with dashes',
    ),
    numberPlate: optionalPlate,
    make: optionalText,
    model: optionalText,
    color: optionalText,
    fuelType: fleetFuelProduct,
    tankCapacityLiters: z
      .number(key('invalid'))
      .positive(key('positive'))
      .max(100_000, key('invalid'))
      .nullable()
      .optional()
      .describe('Liters; stored in milliliters'),
    trailerNumber: optionalPlate,
    groupId: uuid.nullable().optional().describe('A group of the company; null or left out: none'),
    status: fleetRecordStatus.default('active'),
  })
  .superRefine(registrationFormat, { when: hasRegistration })
  .transform((value) => ({
    ...value,
    registrationNumber: normalizeRegistration(value.registrationType, value.registrationNumber)!,
  }))
  .meta({ id: 'FleetVehicleBody' });

export const fleetGroupRef = z.object({ id: uuid, name: z.string() }).meta({ id: 'FleetGroupRef' });

export const fleetVehicle = z
  .object({
    id: uuid,
    registrationType: fleetRegistrationType,
    registrationNumber: z.string(),
    numberPlate: z.string().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    color: z.string().nullable(),
    fuelType: fleetFuelProduct,
    tankCapacityLiters: z.number().nullable(),
    trailerNumber: z.string().nullable(),
    group: fleetGroupRef.nullable(),
    status: fleetRecordStatus,
    odometerKm: z.number().int().nullable().describe('The last reading a station terminal sent'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'FleetVehicle' });

export const VEHICLE_SORTS = [
  'registrationNumber',
  'make',
  'model',
  'fuelType',
  'tankCapacity',
  'group',
  'status',
  'createdAt',
  'updatedAt',
] as const;

const vehicleFilters = {
  query: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Case-insensitive part of the registration number (with or without dashes), make or model'),
  groupId: z
    .union([uuid, z.literal('none')])
    .optional()
    .describe('Vehicles of this group, or `none`: vehicles in no group'),
  // Plain enums: a query's schema must not refer to named components (OpenAPI parameters).
  status: z.enum(RECORD_STATUSES).optional(),
  fuelType: z.enum(FUEL_PRODUCTS).optional(),
};

export const fleetVehicleListQuery = pagination.extend({
  ...vehicleFilters,
  sort: z.enum(VEHICLE_SORTS).default('registrationNumber'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const fleetVehicleExportQuery = z.object(vehicleFilters);

export const fleetVehiclePage = page(fleetVehicle).meta({ id: 'FleetVehiclePage' });

/** The CSV file's text, as read from the chosen file. */
export const fleetVehicleImportBody = z
  .object({
    csv: z
      .string()
      .min(1, key('required'))
      .max(900_000, key('tooLong'))
      .describe(
        'CSV with a header row of the export’s columns (comma or semicolon separated, UTF-8). At most 5,000 rows',
      ),
  })
  .meta({ id: 'FleetVehicleImportBody' });

export const fleetVehicleImported = z
  .object({ created: z.number().int().describe('Vehicles added') })
  .meta({ id: 'FleetVehicleImported' });

export const fleetVehicleExport = z
  .object({
    fileName: z.string(),
    contentType: z.literal('text/csv'),
    content: z.string().describe('The CSV text (UTF-8, with a byte order mark for spreadsheets)'),
  })
  .meta({ id: 'FleetVehicleExport' });

export type FleetRegistrationType = z.infer<typeof fleetRegistrationType>;
export type FleetFuelProduct = z.infer<typeof fleetFuelProduct>;
export type FleetRecordStatus = z.infer<typeof fleetRecordStatus>;
export type FleetVehicleBody = z.infer<typeof fleetVehicleBody>;
export type FleetGroupRef = z.infer<typeof fleetGroupRef>;
export type FleetVehicle = z.infer<typeof fleetVehicle>;
export type FleetVehicleSort = (typeof VEHICLE_SORTS)[number];
export type FleetVehicleListQuery = z.infer<typeof fleetVehicleListQuery>;
export type FleetVehicleExportQuery = z.infer<typeof fleetVehicleExportQuery>;
export type FleetVehiclePage = z.infer<typeof fleetVehiclePage>;
export type FleetVehicleImportBody = z.infer<typeof fleetVehicleImportBody>;
export type FleetVehicleImported = z.infer<typeof fleetVehicleImported>;
export type FleetVehicleExport = z.infer<typeof fleetVehicleExport>;
