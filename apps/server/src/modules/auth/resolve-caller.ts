import type { Caller, ClientCaller, Credentials } from '../../core/caller';
import { Unauthenticated } from '../../core/errors';
import type { ProjectsService } from '../projects/service';
import type { AuthService } from './service';

/**
 * The rules that turn credential headers into a caller:
 * - `X-Private-Key` alone: the project's server-side caller;
 * - `X-Session-Id`: an admin, or an end user who must also send the project key of their own project;
 * - `X-Project-Key` alone: the project's public caller;
 * - `Authorization: Bearer` alone: a company's API client (fleet/api-clients);
 * - nothing: anonymous. Credentials that match nothing are a 401, never a silent downgrade.
 */
export function createCallerResolver(
  auth: AuthService,
  projects: ProjectsService,
  /** An API client's access token (`Authorization: Bearer`) → its caller; without it, bearer tokens are refused. */
  resolveToken?: (token: string) => Promise<ClientCaller>,
) {
  return async ({ sessionId, projectKey, privateKey, bearerToken }: Credentials): Promise<Caller> => {
    // Other bearer tokens are not credentials of the API (the main port's /metrics takes one of its own).
    if (bearerToken?.startsWith('fat_')) {
      if (sessionId || projectKey || privateKey) {
        throw new Unauthenticated(
          'Send the access token alone, without other credentials',
          'AMBIGUOUS_CREDENTIALS',
        );
      }
      if (!resolveToken) throw new Unauthenticated('Unknown access token', 'INVALID_TOKEN');
      return resolveToken(bearerToken);
    }
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
