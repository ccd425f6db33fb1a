import type { Caller, Credentials } from '../../core/caller';
import { Unauthenticated } from '../../core/errors';
import type { ProjectsService } from '../projects/service';
import type { AuthService } from './service';

/**
 * The rules that turn credential headers into a caller:
 * - `X-Private-Key` alone: the project's server-side caller;
 * - `X-Session-Id`: an admin, or an end user who must also send the project key of their own project;
 * - `X-Project-Key` alone: the project's public caller;
 * - nothing: anonymous. Credentials that match nothing are a 401, never a silent downgrade.
 */
export function createCallerResolver(auth: AuthService, projects: ProjectsService) {
  return async ({ sessionId, projectKey, privateKey }: Credentials): Promise<Caller> => {
    if (privateKey) {
      if (sessionId || projectKey) {
        throw new Unauthenticated(
          'Send the private key alone, without a session or project key',
          'AMBIGUOUS_CREDENTIALS',
        );
      }
      const projectId = await projects.findIdByKey('private', privateKey);
      if (!projectId) throw new Unauthenticated('Unknown private key', 'INVALID_PRIVATE_KEY');
      return { kind: 'private', projectId };
    }
    if (sessionId) {
      const owner = await auth.resolveSession(sessionId);
      if (!owner) throw new Unauthenticated('The session is unknown or has expired', 'INVALID_SESSION');
      if (owner.kind === 'admin') return { kind: 'admin', adminId: owner.adminId, sessionId };
      if (!projectKey)
        throw new Unauthenticated('An end-user session needs the project key too', 'PROJECT_KEY_REQUIRED');
      const projectId = await projects.findIdByKey('public', projectKey);
      if (projectId !== owner.projectId) {
        throw new Unauthenticated(
          'The project key does not match the session’s project',
          'INVALID_PROJECT_KEY',
        );
      }
      return { kind: 'user', userId: owner.userId, projectId, sessionId };
    }
    if (projectKey) {
      const projectId = await projects.findIdByKey('public', projectKey);
      if (!projectId) throw new Unauthenticated('Unknown project key', 'INVALID_PROJECT_KEY');
      return { kind: 'public', projectId };
    }
    return { kind: 'none' };
  };
}
