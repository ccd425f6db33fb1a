import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../core/caller';
import { route, routes } from '../../core/route';
import { idParams, page, pagination } from '../../core/schemas';
import { scopeOf } from '../../core/scope';
import { PLACEHOLDER_DOCUMENTS, PLACEHOLDER_STATS } from './placeholders';
import {
  createProjectBody,
  project,
  projectStats,
  provider,
  providerParams,
  rotateKeyBody,
  sampleDocument,
  updateProjectBody,
} from './schemas';
import type { ProjectsService } from './service';

type Deps = { projects: ProjectsService };
const tags = ['projects'];
const admin = routes({ callers: ['admin'], project: 'none' });
const adminOfProject = routes({ callers: ['admin'], project: 'params.id' });

/** Project administration on the legacy base (/api/v1), for the project's admins. */
export const projectsV1Routes: FastifyPluginAsyncZod<Deps> = async (app, { projects }) => {
  app.get(
    '/project',
    admin({
      operationId: 'adminProjects.list',

      tags,
      summary: 'Projects the admin manages (the kit asks for up to 200)',
      querystring: pagination,
      response: { 200: page(project) },
    }),
    (request) => projects.listForAdmin(callerOf(request, 'admin').adminId, request.query),
  );

  app.post(
    '/project',
    admin({
      operationId: 'adminProjects.create',

      tags,
      summary: 'Creates a project owned by the admin',
      body: createProjectBody,
      response: { 201: project },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await projects.create({ ...request.body, ownerAdminId: callerOf(request, 'admin').adminId })),
  );

  app.get(
    '/project/:id',
    adminOfProject({
      operationId: 'adminProject.get',

      tags,
      summary: 'One project',
      params: idParams,
      response: { 200: project },
    }),
    (request) => projects.getForAdmin(scopeOf(request)),
  );

  app.put(
    '/project/:id/updateProject',
    adminOfProject({
      operationId: 'adminProject.update',

      tags,
      summary: 'Updates name, languages or metadata',
      params: idParams,
      body: updateProjectBody,
      response: { 200: project },
    }),
    (request) => projects.update(scopeOf(request), request.body),
  );

  app.post(
    '/project/:id/keys/rotate',
    adminOfProject({
      operationId: 'adminProject.rotateKey',

      tags,
      summary: 'Replaces the public or private key; the old one stops working at once',
      params: idParams,
      body: rotateKeyBody,
      response: { 200: project },
    }),
    (request) => projects.rotateKey(scopeOf(request), request.body.kind),
  );

  app.get(
    '/project/:id/provider',
    adminOfProject({
      operationId: 'providers.list',

      tags,
      summary: 'Sign-in providers of the project',
      params: idParams,
      response: { 200: page(provider) },
    }),
    (request) => projects.listProviders(scopeOf(request)),
  );

  for (const action of ['activate', 'deactivate'] as const) {
    app.post(
      `/project/:id/provider/:providerId/${action}`,
      adminOfProject({
        operationId: `providers.${action}`,

        tags,
        summary: `${action === 'activate' ? 'Activates' : 'Deactivates'} a provider`,
        params: providerParams,
        response: { 200: provider },
      }),
      (request) =>
        projects.setProviderActive(scopeOf(request), request.params.providerId, action === 'activate'),
    );
  }

  app.get(
    '/project/:id/stats',
    adminOfProject({
      operationId: 'adminProject.stats',

      tags,
      summary: 'Project stats: fixed placeholder values, not real data',
      params: idParams,
      response: { 200: projectStats },
    }),
    async () => PLACEHOLDER_STATS,
  );

  app.get(
    '/project/:id/documents',
    adminOfProject({
      operationId: 'adminProject.documents',

      tags,
      summary: 'Sample documents: fixed placeholder data',
      params: idParams,
      response: { 200: z.object({ items: z.array(sampleDocument) }) },
    }),
    async () => ({ items: PLACEHOLDER_DOCUMENTS }),
  );
};

/** The project as its key holders see it, on the newer base (/api/v2). */
export const projectsV2Routes: FastifyPluginAsyncZod<Deps> = async (app, { projects }) => {
  app.get(
    '/project/self',
    route({
      operationId: 'projectSelf.get',
      callers: ['public', 'private'],
      project: 'caller',
      tags,
      summary: 'The project of the key (without the private key)',
      response: { 200: project },
    }),
    (request) => projects.getPublic(scopeOf(request).projectId),
  );
};
