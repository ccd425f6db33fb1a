import type { FastifyRequest } from 'fastify';
import { routes } from '../../core/route';
import { scopeOf } from '../../core/scope';
import type { Actor } from './order-service';
import type { CommerceService } from './service';

/** What the commerce route plugins need. */
export type CommerceDeps = { commerce: CommerceService };

const tags = ['commerce'];
/** Admin routes are `/project/:id/...`: the guard checks the admin manages `:id` (core/scope.ts). */
export const asAdmin = routes({ tags, callers: ['admin'], project: 'params.id' });
export const asUser = routes({ tags, callers: ['user'] });
export const asProject = routes({ tags, callers: ['public', 'user'] });

/** The checked scope of an admin route, with the actor as the order history records it. */
export function adminScopeOf(request: FastifyRequest): { projectId: string; actor: Actor } {
  const { projectId, actor } = scopeOf(request);
  if (actor.kind !== 'admin') throw new Error(`${request.routeOptions.url} is for admins`);
  return { projectId, actor: { kind: 'admin', id: actor.adminId } };
}
