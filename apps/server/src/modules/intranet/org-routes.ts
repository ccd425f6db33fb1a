import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../core/caller';
import { routes } from '../../core/route';
import { idParams, page } from '../../core/schemas';
import { scopeOf } from '../../core/scope';
import {
  createEmployeeBody,
  employee,
  employeeParams,
  listEmployeesQuery,
  managementChart,
  orgChart,
  updateEmployeeBody,
} from './schemas';
import type { IntranetService } from './service';

type Deps = { intranet: IntranetService };
const tags = ['intranet'];
const admin = routes({ callers: ['admin'], project: 'params.id' });
const user = routes({ callers: ['user'] });

/** The org chart for end users; employee records for the project's admins. */
export const orgRoutes: FastifyPluginAsyncZod<Deps> = async (app, { intranet }) => {
  const { employees } = intranet;

  app.get(
    '/intranet/orgChart',
    user({
      operationId: 'intranet.orgChart',

      tags,
      summary: 'The project’s org chart as a tree of employees',
      response: { 200: orgChart },
    }),
    (request) => employees.orgChart(callerOf(request, 'user').projectId),
  );

  app.get(
    '/intranet/managementChart',
    user({
      operationId: 'intranet.managementChart',

      tags,
      summary: 'The caller’s managers up to the top, and their direct reports',
      description: '404 when the caller has no employee record.',
      response: { 200: managementChart },
    }),
    (request) => {
      const caller = callerOf(request, 'user');
      return employees.managementChart(caller.projectId, caller.userId);
    },
  );

  app.get(
    '/project/:id/intranet/orgChart',
    admin({
      operationId: 'employees.orgChart',

      tags,
      summary: 'The project’s org chart (admin)',
      params: idParams,
      response: { 200: orgChart },
    }),
    async (request) => {
      return employees.orgChart(scopeOf(request).projectId);
    },
  );

  app.get(
    '/project/:id/intranet/employee',
    admin({
      operationId: 'employees.list',

      tags,
      summary: 'Employees of the project, by name',
      params: idParams,
      querystring: listEmployeesQuery,
      response: { 200: page(employee) },
    }),
    async (request) => {
      return employees.list(scopeOf(request).projectId, request.query);
    },
  );

  app.post(
    '/project/:id/intranet/employee',
    admin({
      operationId: 'employees.create',
      errors: ['CONFLICT'],

      tags,
      summary: 'Makes an end user of the project an employee',
      params: idParams,
      body: createEmployeeBody,
      response: { 201: employee },
    }),
    async (request, reply) => {
      return reply.code(201).send(await employees.create(scopeOf(request).projectId, request.body));
    },
  );

  app.get(
    '/project/:id/intranet/employee/:employeeId',
    admin({
      operationId: 'employees.get',

      tags,
      summary: 'One employee',
      params: employeeParams,
      response: { 200: employee },
    }),
    async (request) => {
      return employees.get(scopeOf(request).projectId, request.params.employeeId);
    },
  );

  app.put(
    '/project/:id/intranet/employee/:employeeId',
    admin({
      operationId: 'employees.update',
      errors: ['CONFLICT'],

      tags,
      summary: 'Updates an employee; a manager link that would close a loop is refused (400, `no_cycle`)',
      params: employeeParams,
      body: updateEmployeeBody,
      response: { 200: employee },
    }),
    async (request) => {
      return employees.update(scopeOf(request).projectId, request.params.employeeId, request.body);
    },
  );
};
