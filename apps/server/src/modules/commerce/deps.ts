import type { FastifyRequest } from 'fastify';
import { scopeOf } from '../../core/scope';
import type { Actor } from './order-service';
import type { CommerceService } from './service';

/** What the commerce route plugins need. */
export type CommerceDeps = { commerce: CommerceService };

export const tags = ['commerce'];
/** Admin routes are `/project/:id/...`: the guard checks the admin manages `:id` (core/scope.ts). */
export const asAdmin = { callers: ['admin'], project: 'params.id' } as const;
export const asUser = { callers: ['user'] } as const;
export const asProject = { callers: ['public', 'user'] } as const;

/** The checked scope of an admin route, with the actor as the order history records it. */
export function adminScopeOf(request: FastifyRequest): { projectId: string; actor: Actor } {
  const { projectId, actor } = scopeOf(request);
  if (actor.kind !== 'admin') throw new Error(`${request.routeOptions.url} is for admins`);
  return { projectId, actor: { kind: 'admin', id: actor.adminId } };
}
