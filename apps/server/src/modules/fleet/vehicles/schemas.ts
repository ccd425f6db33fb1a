import { z } from 'zod';
import { page, pagination, timestamp, uuid } from '../../../core/schemas';
import { FUEL_PRODUCTS, RECORD_STATUSES, REGISTRATION_TYPES } from '../vocabulary';
import { normalizeRegistration, registrationExample } from './registration';

// The vehicles' payloads: one schema per payload, read by the server's validation, the kit's types and
// (through the kit's fleet rules) the portal's forms. Imports only zod and plain data, so the kit can
// bundle it. Messages are the spec's where it has one; the portal shows its own by `path` and `rule`.

export const REQUIRED_MESSAGE = 'Required fields are not filled';
export const DUPLICATE_REGISTRATION_MESSAGE = 'Duplicate registration numbers are not allowed';

export const fleetRegistrationType = z.enum(REGISTRATION_TYPES).meta({ id: 'FleetRegistrationType' });
export const fleetFuelProduct = z.enum(FUEL_PRODUCTS).meta({ id: 'FleetFuelProduct' });
export const fleetRecordStatus = z.enum(RECORD_STATUSES).meta({ id: 'FleetRecordStatus' });

/** A required text: trimmed, not empty (`too_small` → 'Required fields are not filled'), at most `max`. */
export const requiredText = (max: number) => z.string().trim().min(1, REQUIRED_MESSAGE).max(max);

/** An optional text: trimmed, at most `max`; empty becomes `null`. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** A trailer number: like a plate of type `other` (2 to 15 letters, digits, spaces or dashes). */
const trailerNumber = optionalText(15).superRefine((value, context) => {
  if (value && !normalizeRegistration('other', value)) {
    context.addIssue({
      code: 'invalid_format',
      format: 'plate',
      input: value,
      message: 'Expected 2 to 15 letters or digits',
    });
  }
});

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
    message: `Expected the format ${registrationExample(value.registrationType)}`,
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
    registrationNumber: requiredText(15).describe(
      'Checked against its type: georgia AA-123-BB, transit TR-123-AB, diplomatic CD-001-123, other 2 to 15 letters or digits; stored upper case with dashes',
    ),
    numberPlate: optionalText(15),
    make: optionalText(35),
    model: optionalText(35),
    color: optionalText(35),
    fuelType: fleetFuelProduct,
    tankCapacityLiters: z
      .number()
      .positive()
      .max(100_000)
      .nullable()
      .optional()
      .describe('Liters; stored in milliliters'),
    trailerNumber,
    groupId: uuid.nullable().optional().describe('A group of the company; null or left out: none'),
    status: fleetRecordStatus.default('active'),
  })
  .superRefine(registrationFormat, { when: hasRegistration })
  .transform((value) => ({
    ...value,
    registrationNumber: normalizeRegistration(value.registrationType, value.registrationNumber)!,
    trailerNumber: value.trailerNumber ? normalizeRegistration('other', value.trailerNumber)! : null,
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
  status: fleetRecordStatus.optional(),
  fuelType: fleetFuelProduct.optional(),
};

export const fleetVehicleListQuery = pagination
  .extend({
    ...vehicleFilters,
    sort: z.enum(VEHICLE_SORTS).default('registrationNumber'),
    order: z.enum(['asc', 'desc']).default('asc'),
  })
  .meta({ id: 'FleetVehicleListQuery' });

export const fleetVehicleExportQuery = z.object(vehicleFilters).meta({ id: 'FleetVehicleExportQuery' });

export const fleetVehiclePage = page(fleetVehicle).meta({ id: 'FleetVehiclePage' });

/** The CSV file's text, as read from the chosen file. */
export const fleetVehicleImportBody = z
  .object({
    csv: z
      .string()
      .min(1, REQUIRED_MESSAGE)
      .max(900_000)
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
