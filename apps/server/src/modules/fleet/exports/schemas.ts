import { z } from 'zod';
import { fleetConsumptionQuery } from '../reports/schemas';
import { fleetTransactionsQuery } from '../transactions/schemas';
import { EXPORT_FORMATS } from './table-file';

const file = {
  format: z.enum(EXPORT_FORMATS).default('csv').describe('csv or xlsx'),
  lang: z.enum(['en', 'ka']).default('en').describe('The language of the column headers'),
};

export const fleetTransactionsExportQuery = fleetTransactionsQuery
  .omit({ page: true, limit: true })
  .extend(file);

export const fleetConsumptionExportQuery = fleetConsumptionQuery.extend(file);

export type FleetTransactionsExportQuery = z.infer<typeof fleetTransactionsExportQuery>;
export type FleetConsumptionExportQuery = z.infer<typeof fleetConsumptionExportQuery>;
