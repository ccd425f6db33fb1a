import { and, asc, eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database } from '../../../core/database/client';
import { AppError, type FieldError } from '../../../core/errors';
import { vehicleGroups, vehicles } from '../asset-tables';
import { recordAudit } from '../audit';
import { FUEL_PRODUCTS } from '../vocabulary';
import { vehicleWriteError } from './errors';
import { selectVehicles, vehicleSnapshot, vehicleValues, vehicleView } from './rows';
import {
  DUPLICATE_REGISTRATION_MESSAGE,
  type FleetVehicleBody,
  type FleetVehicleExport,
  type FleetVehicleExportQuery,
  type FleetVehicleImported,
  fleetVehicleBody,
} from './schemas';
import { type VehicleScope, vehicleConditions } from './service';

// Import and export of a company's vehicles as CSV (papaparse), one column per field of the form; the
// group by name. An import is all or nothing: every row is checked first, and one bad row saves none.

export const CSV_COLUMNS = [
  'registrationType',
  'registrationNumber',
  'numberPlate',
  'make',
  'model',
  'color',
  'fuelType',
  'tankCapacityLiters',
  'trailerNumber',
  'group',
  'status',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: Column[] = ['registrationNumber', 'fuelType'];

export const MAX_IMPORT_ROWS = 5000;
export const MAX_EXPORT_ROWS = 20_000;
/** The report lists at most this many problems; its message counts them all. */
const MAX_REPORTED = 200;
const INSERT_BATCH = 500;

/** 400 `IMPORT_INVALID`: the per-row report, `fields[].path` `rows.<line>.<column>` (the header is line 1). */
export class ImportInvalid extends AppError {
  constructor(problems: FieldError[], rows: number) {
    super(
      400,
      'IMPORT_INVALID',
      `${rows} ${rows === 1 ? 'row has' : 'rows have'} errors; nothing was imported`,
      problems.slice(0, MAX_REPORTED),
    );
  }
}

type Row = Partial<Record<Column, string>>;

export function createVehicleCsv({ db }: { db: Database }) {
  return {
    /**
     * Adds every vehicle of the file, or none.
     *
     * @throws ImportInvalid 400 `IMPORT_INVALID` (per row: the form's rules, `not_found` for an unknown
     *   group, `unique` for a number the company has, `duplicate_in_file`); Conflict 409 when a
     *   concurrent add took a number meanwhile.
     */
    async import(scope: VehicleScope, csv: string): Promise<FleetVehicleImported> {
      const rows = parseRows(csv);
      try {
        return await db.transaction(async (tx) => {
          const groups = await companyGroups(tx, scope.companyId);
          const { bodies, problems } = checkRows(rows, groups);
          const taken = await takenNumbers(
            tx,
            scope.companyId,
            bodies.map(({ body }) => body.registrationNumber),
          );
          for (const { line, body } of bodies) {
            if (taken.has(body.registrationNumber)) {
              problems.push(problem(line, 'registrationNumber', 'unique', DUPLICATE_REGISTRATION_MESSAGE));
            }
          }
          if (problems.length) throw new ImportInvalid(sortProblems(problems), countRows(problems));

          for (let start = 0; start < bodies.length; start += INSERT_BATCH) {
            const batch = bodies.slice(start, start + INSERT_BATCH).map(({ body }) => body);
            const inserted = await tx
              .insert(vehicles)
              .values(batch.map((body) => ({ companyId: scope.companyId, ...vehicleValues(body) })))
              .returning();
            await recordAudit(
              tx,
              scope,
              ...inserted.map((row) => {
                const group = row.groupId ? groups.byId.get(row.groupId)! : null;
                return {
                  entity: 'vehicle',
                  entityId: row.id,
                  action: 'create',
                  after: vehicleSnapshot(vehicleView(row, group)),
                };
              }),
            );
          }
          return { created: bodies.length };
        });
      } catch (error) {
        throw vehicleWriteError(error);
      }
    },

    /** The vehicles the filters select, as the import reads them, by registration number. */
    async export(scope: VehicleScope, filters: FleetVehicleExportQuery): Promise<FleetVehicleExport> {
      const rows = await selectVehicles(db)
        .where(vehicleConditions(scope.companyId, filters))
        .orderBy(asc(vehicles.registrationNumber))
        .limit(MAX_EXPORT_ROWS);
      const data = rows.map(({ vehicle, group }) => {
        const view = vehicleView(vehicle, group);
        return CSV_COLUMNS.map((column) =>
          column === 'group' ? (view.group?.name ?? '') : (view[column] ?? ''),
        );
      });
      // A byte order mark, so that spreadsheets read the Georgian text as UTF-8; formulae are escaped.
      const content = `\uFEFF${Papa.unparse({ fields: [...CSV_COLUMNS], data }, { escapeFormulae: true })}\r\n`;
      const day = new Date().toISOString().slice(0, 10);
      return { fileName: `vehicles-${day}.csv`, contentType: 'text/csv', content };
    },
  };
}

/** The file's data rows with their line numbers. @throws ImportInvalid for a bad header or too many rows. */
function parseRows(csv: string): { line: number; row: Row }[] {
  const parsed = Papa.parse<Row>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
  });
  const header = parsed.meta.fields ?? [];
  const headerProblems = [
    ...REQUIRED_COLUMNS.filter((column) => !header.includes(column)).map((column) =>
      problem(1, column, 'missing_column', `The column ${column} is missing`),
    ),
    ...header
      .filter((column) => !(CSV_COLUMNS as readonly string[]).includes(column))
      .map((column) => problem(1, column, 'unknown_column', `Unknown column ${column}`)),
  ];
  if (headerProblems.length) throw new ImportInvalid(headerProblems, 1);
  if (parsed.data.length === 0) {
    throw new ImportInvalid([problem(1, 'csv', 'empty', 'The file has no vehicles')], 1);
  }
  if (parsed.data.length > MAX_IMPORT_ROWS) {
    const message = `At most ${MAX_IMPORT_ROWS} vehicles per file`;
    throw new ImportInvalid([problem(1, 'csv', 'too_many_rows', message)], 1);
  }
  // Papaparse counts data rows from 0; a quoted line break would shift the count, which we accept.
  const malformed = parsed.errors.filter((error) => error.row !== undefined);
  if (malformed.length) {
    const problems = malformed.map((error) => problem(error.row! + 2, 'csv', 'malformed', error.message));
    throw new ImportInvalid(problems, countRows(problems));
  }
  return parsed.data.map((row, index) => ({ line: index + 2, row }));
}

type Groups = { byName: Map<string, string>; byId: Map<string, { id: string; name: string }> };

/** The company's groups, locked against a delete while the import runs. */
async function companyGroups(tx: Database, companyId: string): Promise<Groups> {
  const rows = await tx
    .select({ id: vehicleGroups.id, name: vehicleGroups.name })
    .from(vehicleGroups)
    .where(eq(vehicleGroups.companyId, companyId))
    .for('key share');
  return {
    byName: new Map(rows.map((row) => [row.name.toLowerCase(), row.id])),
    byId: new Map(rows.map((row) => [row.id, row])),
  };
}

/** Each row through the form's schema, plus the group by name and duplicates within the file. */
function checkRows(rows: { line: number; row: Row }[], groups: Groups) {
  const bodies: { line: number; body: FleetVehicleBody }[] = [];
  const problems: FieldError[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, row } of rows) {
    const groupName = row.group ?? '';
    const groupId = groupName ? groups.byName.get(groupName.toLowerCase()) : null;
    if (groupId === undefined) {
      problems.push(problem(line, 'group', 'not_found', `No group named ${groupName}`));
    }
    const parsed = fleetVehicleBody.safeParse(formOf(row, groupId ?? null));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(problem(line, issue.path.join('.') || 'csv', issue.code, issue.message));
      }
      continue;
    }
    const seen = firstLine.get(parsed.data.registrationNumber);
    if (seen !== undefined) {
      const message = `${DUPLICATE_REGISTRATION_MESSAGE} (line ${seen})`;
      problems.push(problem(line, 'registrationNumber', 'duplicate_in_file', message));
      continue;
    }
    firstLine.set(parsed.data.registrationNumber, line);
    bodies.push({ line, body: parsed.data });
  }
  return { bodies, problems };
}

/** A row as the form would send it: blanks are defaults, products by key or by name ("Euro Diesel"). */
function formOf(row: Row, groupId: string | null): unknown {
  const capacity = row.tankCapacityLiters?.replace(',', '.');
  return {
    registrationType: row.registrationType?.toLowerCase() || 'georgia',
    registrationNumber: row.registrationNumber ?? '',
    numberPlate: row.numberPlate,
    make: row.make,
    model: row.model,
    color: row.color,
    fuelType: productKey(row.fuelType ?? ''),
    tankCapacityLiters: capacity ? (Number.isFinite(Number(capacity)) ? Number(capacity) : capacity) : null,
    trailerNumber: row.trailerNumber,
    groupId,
    status: row.status?.toLowerCase() || 'active',
  };
}

function productKey(text: string): string {
  const key = text.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
  return (FUEL_PRODUCTS as readonly string[]).includes(key) ? key : text;
}

async function takenNumbers(tx: Database, companyId: string, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await tx
    .select({ number: vehicles.registrationNumber })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), inArray(vehicles.registrationNumber, numbers)));
  return new Set(rows.map((row) => row.number));
}

function problem(line: number, column: string, rule: string, message: string): FieldError {
  return { path: `rows.${line}.${column}`, rule, message };
}

const lineOf = (field: FieldError) => Number(field.path.split('.')[1]);

function sortProblems(problems: FieldError[]) {
  return problems.sort((a, b) => lineOf(a) - lineOf(b));
}

function countRows(problems: FieldError[]) {
  return new Set(problems.map(lineOf)).size;
}

export type VehicleCsv = ReturnType<typeof createVehicleCsv>;
