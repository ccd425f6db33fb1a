import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes } from '../../../core/route';
import { companyScopeOf } from '../../../core/scope';
import { needs } from '../membership';
import type { FleetPurchases } from '../purchases';
import { consumptionColumns, transactionColumns } from './columns';
import { fleetConsumptionExportQuery, fleetTransactionsExportQuery } from './schemas';
import { CONTENT_TYPES, type ExportFormat, tableFile } from './table-file';

const tags = ['fleet reports'];
const report = routes({ tags, callers: ['user'], company: needs('reports.read') });
const fileResponse = {
  200: z.custom<Readable>().meta({ type: 'string', format: 'binary' }).describe('The CSV or XLSX file'),
};

/** Heads the reply as a download and returns the file's stream for Fastify to send. */
function sendFile(reply: FastifyReply, format: ExportFormat, name: string, file: Readable): Readable {
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store');
  return file;
}

/** The reports as CSV or XLSX files, generated on the server and streamed (VIEW on reports). */
export const fleetExportRoutes: FastifyPluginAsyncZod<{ fleetPurchases: FleetPurchases }> = async (
  app,
  { fleetPurchases: { transactions, reports } },
) => {
  app.get(
    '/fleet/transactions/export',
    report({
      operationId: 'fleetReports.exportTransactions',

      summary: 'Every transaction the filters match (the list’s), as CSV or XLSX, streamed while read',
      querystring: fleetTransactionsExportQuery,
      produces: [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx],
      response: fileResponse,
    }),
    (request, reply) => {
      const { format, lang, ...filter } = request.query;
      const rows = transactions.batches(companyScopeOf(request), filter);
      return sendFile(
        reply,
        format,
        'transactions',
        tableFile(format, 'Transactions', transactionColumns(lang), rows),
      );
    },
  );

  app.get(
    '/fleet/reports/consumption/export',
    report({
      operationId: 'fleetReports.exportConsumption',

      summary: 'The consumption report as CSV or XLSX',
      querystring: fleetConsumptionExportQuery,
      produces: [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx],
      response: fileResponse,
    }),
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      const report = await reports.consumption(companyScopeOf(request), query);
      const rows = (async function* () {
        yield report.items;
      })();
      return sendFile(
        reply,
        format,
        'consumption',
        tableFile(format, 'Consumption', consumptionColumns(lang, report.by), rows),
      );
    },
  );
};
