import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../core/caller';
import type { ProjectsService } from '../projects/service';
import type { Actor } from './order-service';
import type { CommerceService } from './service';

/** What the commerce route plugins need. */
export type CommerceDeps = { commerce: CommerceService; projects: ProjectsService };

export const tags = ['commerce'];
export const asAdmin = { callers: ['admin'] } as const;
export const asUser = { callers: ['user'] } as const;
export const asProject = { callers: ['public', 'user'] } as const;

/**
 * The admin caller of a `/project/:id/...` route, once it is known to administer the project `:id`.
 * @throws NotFound otherwise (existence is not leaked).
 */
export async function adminOf(
  request: FastifyRequest,
  projectId: string,
  projects: ProjectsService,
): Promise<{ projectId: string; actor: Actor }> {
  const { adminId } = callerOf(request, 'admin');
  await projects.assertAdminOf(adminId, projectId);
  return { projectId, actor: { kind: 'admin', id: adminId } };
}
