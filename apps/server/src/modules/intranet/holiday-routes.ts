import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/caller';
import { route, routes } from '../../core/route';
import { idParams, noContent, page } from '../../core/schemas';
import { scopeOf } from '../../core/scope';
import {
  balanceQuery,
  checkQuery,
  createPublicHolidayBody,
  georgianHolidaysBody,
  holidayBalances,
  holidayCheck,
  holidayReportRow,
  holidaySettings,
  listPublicHolidaysQuery,
  publicHoliday,
  publicHolidayParams,
  reportQuery,
  updateHolidaySettingsBody,
} from './schemas';
import type { IntranetService } from './service';

type Deps = { intranet: IntranetService };
const tags = ['intranet'];
const admin = routes({ callers: ['admin'], project: 'params.id' });
const user = routes({ callers: ['user'] });

const rules =
  'Allowance years: `calendar` accrual runs 1 January–31 December; `start_of_work` from one work ' +
  'anniversary to the next. The yearly allowance accrues evenly over the year’s days (from the start ' +
  'date in the first year), rounded down to hundredths. Balance = accrued − taken (confirmed) − pending ' +
  '(undecided), counting requests by the year their first day falls in. Working days exclude weekends ' +
  'and the project’s public holidays. See docs/REQUESTS.md.';

/** Holiday balances and checks for end users; settings, public holidays and the report for admins. */
export const holidayRoutes: FastifyPluginAsyncZod<Deps> = async (app, { intranet }) => {
  const { holidays, publicHolidays } = intranet;

  app.get(
    '/intranet/holiday/balance',
    user({
      operationId: 'intranet.holidayBalance',

      tags,
      summary: 'The caller’s holiday balances (every type, or `type`), as of today or `asOf`',
      description: `404 when the caller has no employee record. ${rules}`,
      querystring: balanceQuery,
      response: { 200: holidayBalances },
    }),
    (request) => {
      const caller = callerOf(request, 'user');
      return holidays.balances(caller.projectId, caller.userId, request.query);
    },
  );

  app.get(
    '/intranet/holiday/check',
    user({
      operationId: 'intranet.holidayCheck',

      tags,
      summary: 'What a request from startDate to endDate would take: working days, balance, overlaps',
      description: `400 (\`endDate\`: \`date_order\`) when the range is reversed. ${rules}`,
      querystring: checkQuery,
      response: { 200: holidayCheck },
    }),
    (request) => {
      const caller = callerOf(request, 'user');
      return holidays.check(caller.projectId, caller.userId, request.query);
    },
  );

  app.get(
    '/intranet/holiday/public',
    user({
      operationId: 'intranet.publicHolidays',

      tags,
      summary: 'The project’s public holidays (of `year`)',
      querystring: listPublicHolidaysQuery,
      response: { 200: z.object({ items: z.array(publicHoliday) }) },
    }),
    (request) => publicHolidays.list(callerOf(request, 'user').projectId, request.query.year),
  );

  app.get(
    '/intranet/holiday/report',
    route({
      operationId: 'adminHolidays.report',
      callers: ['admin'],
      project: 'query.projectId',
      tags,
      summary: 'Per employee of the project, the balance and taken days of one type (default holiday)',
      description: rules,
      querystring: reportQuery,
      response: { 200: page(holidayReportRow) },
    }),
    (request) => holidays.report(scopeOf(request).projectId, request.query),
  );

  app.get(
    '/project/:id/intranet/holiday/settings',
    admin({
      operationId: 'adminHolidays.settings',

      tags,
      summary: 'Accrual type and yearly days of every holiday type (defaults where unset)',
      params: idParams,
      response: { 200: holidaySettings },
    }),
    async (request) => {
      return holidays.getSettings(scopeOf(request).projectId);
    },
  );

  app.put(
    '/project/:id/intranet/holiday/settings',
    admin({
      operationId: 'adminHolidays.updateSettings',

      tags,
      summary: 'Sets the accrual type and yearly days of the listed holiday types',
      params: idParams,
      body: updateHolidaySettingsBody,
      response: { 200: holidaySettings },
    }),
    async (request) => {
      return holidays.updateSettings(scopeOf(request).projectId, request.body);
    },
  );

  app.get(
    '/project/:id/intranet/public-holiday',
    admin({
      operationId: 'adminHolidays.publicHolidays',

      tags,
      summary: 'The project’s public holidays (of `year`)',
      params: idParams,
      querystring: listPublicHolidaysQuery,
      response: { 200: z.object({ items: z.array(publicHoliday) }) },
    }),
    async (request) => {
      return publicHolidays.list(scopeOf(request).projectId, request.query.year);
    },
  );

  app.post(
    '/project/:id/intranet/public-holiday',
    admin({
      operationId: 'adminHolidays.addPublicHoliday',
      errors: ['CONFLICT'],

      tags,
      summary: 'Adds a public holiday',
      params: idParams,
      body: createPublicHolidayBody,
      response: { 201: publicHoliday },
    }),
    async (request, reply) => {
      return reply.code(201).send(await publicHolidays.add(scopeOf(request).projectId, request.body));
    },
  );

  app.post(
    '/project/:id/intranet/public-holiday/georgia',
    admin({
      operationId: 'adminHolidays.addGeorgianHolidays',

      tags,
      summary: 'Adds Georgia’s public holidays of a year (Orthodox Easter computed); keeps days already set',
      params: idParams,
      body: georgianHolidaysBody,
      response: { 200: z.object({ items: z.array(publicHoliday) }) },
    }),
    async (request) => {
      return publicHolidays.addGeorgian(scopeOf(request).projectId, request.body.year);
    },
  );

  app.delete(
    '/project/:id/intranet/public-holiday/:holidayId',
    admin({
      operationId: 'adminHolidays.removePublicHoliday',

      tags,
      summary: 'Removes a public holiday',
      params: publicHolidayParams,
      response: { 204: noContent },
    }),
    async (request, reply) => {
      await publicHolidays.remove(scopeOf(request).projectId, request.params.holidayId);
      return reply.code(204).send(null);
    },
  );
};
