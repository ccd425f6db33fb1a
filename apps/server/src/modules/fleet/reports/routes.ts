import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyScopeOf } from '../../../core/scope';
import { needs } from '../membership';
import type { FleetPurchases } from '../purchases';
import {
  fleetConsumptionQuery,
  fleetConsumptionReport,
  fleetEfficiencyQuery,
  fleetEfficiencyReport,
} from './schemas';

const tags = ['fleet reports'];
const config = { callers: ['user'], company: needs('reports.read') } as const;

/** The company's reports (VIEW on reports), read from the daily totals. */
export const fleetReportRoutes: FastifyPluginAsyncZod<{ fleetPurchases: FleetPurchases }> = async (
  app,
  { fleetPurchases: { reports } },
) => {
  app.get(
    '/fleet/reports/consumption',
    {
      config,
      schema: {
        tags,
        summary:
          'Liters, GEL and purchases by product, card, vehicle, group, day or month (up to three at once) over Tbilisi days',
        querystring: fleetConsumptionQuery,
        response: { 200: fleetConsumptionReport },
      },
    },
    (request) => reports.consumption(companyScopeOf(request), request.query),
  );

  app.get(
    '/fleet/reports/efficiency',
    {
      config,
      schema: {
        tags,
        summary: 'Liters per 100 km of each vehicle with two or more odometer readings in the period',
        querystring: fleetEfficiencyQuery,
        response: { 200: fleetEfficiencyReport },
      },
    },
    (request) => reports.efficiency(companyScopeOf(request), request.query),
  );
};
