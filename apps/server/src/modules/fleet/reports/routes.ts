import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes } from '../../../core/route';
import { companyScopeOf } from '../../../core/scope';
import { needs } from '../membership';
import type { FleetPurchases } from '../purchases';
import {
  type FleetConsumptionReport,
  fleetConsumptionQuery,
  fleetConsumptionReport,
  fleetEfficiencyQuery,
  fleetEfficiencyReport,
} from './schemas';
import { statementPdf } from './statement-pdf';
import { fleetStatement, fleetStatementPdfQuery, fleetStatementQuery } from './statement-schemas';

const tags = ['fleet reports'];
const report = routes({ tags, callers: ['user'], company: needs('reports.read') });

/** The company's reports (VIEW on reports), read from the daily totals. */
export const fleetReportRoutes: FastifyPluginAsyncZod<{ fleetPurchases: FleetPurchases }> = async (
  app,
  { fleetPurchases: { reports } },
) => {
  app.get(
    '/fleet/reports/consumption',
    report({
      operationId: 'fleetReports.consumption',

      summary:
        'Liters, GEL and purchases by product, card, vehicle, group, day or month (up to three at once) over Tbilisi days',
      querystring: fleetConsumptionQuery,
      response: { 200: fleetConsumptionReport },
    }),
    // PostgreSQL writes the report's JSON (a year by month is thousands of rows, which the server would
    // otherwise map and serialize one by one): a string with a JSON type is sent as it is (the cast: the
    // route's types expect the report as an object).
    async (request, reply) => {
      const json = await reports.consumptionJson(companyScopeOf(request), request.query);
      return reply.type('application/json; charset=utf-8').send(json as unknown as FleetConsumptionReport);
    },
  );

  app.get(
    '/fleet/reports/efficiency',
    report({
      operationId: 'fleetReports.efficiency',

      summary: 'Liters per 100 km of each vehicle with two or more odometer readings in the period',
      querystring: fleetEfficiencyQuery,
      response: { 200: fleetEfficiencyReport },
    }),
    (request) => reports.efficiency(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/reports/statement',
    report({
      operationId: 'fleetReports.statement',

      summary:
        'The reconciliation statement of Tbilisi days from…to (at most 366; this month by default): the money account and the points, opening, moved by orders, payments, card purchases and points, closing',
      querystring: fleetStatementQuery,
      response: { 200: fleetStatement },
    }),
    (request) => reports.statement(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/reports/statement.pdf',
    report({
      operationId: 'fleetReports.statementPdf',

      summary: 'The reconciliation statement as a PDF (Noto Sans Georgian embedded), labelled in `locale`',
      querystring: fleetStatementPdfQuery,
      produces: ['application/pdf'],
      response: {
        200: z.custom<Readable>().meta({ type: 'string', format: 'binary' }).describe('The PDF'),
      },
    }),
    async (request, reply) => {
      const { locale, ...period } = request.query;
      const statement = await reports.statement(companyScopeOf(request), period);
      reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="statement-${statement.from}-${statement.to}.pdf"`,
        )
        .header('cache-control', 'no-store');
      return statementPdf(statement, locale);
    },
  );
};
