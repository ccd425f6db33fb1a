import type { Config } from './core/config';
import type { DatabaseHandle } from './core/database/client';
import { createAuthService } from './modules/auth/service';
import { createCommerceService } from './modules/commerce/service';
import { createIntranetService } from './modules/intranet/service';
import { createProjectsService } from './modules/projects/service';
import { createRequestsService } from './modules/requests/service';

/**
 * Builds every module's service with its explicit dependencies: the one place where modules meet.
 * Routes, the caller resolver and the demo seed all use what this returns.
 */
export function createServices(database: DatabaseHandle, config: Pick<Config, 'sessionTtlHours'>) {
  const { db } = database;
  const auth = createAuthService({ db, sessionTtlHours: config.sessionTtlHours });
  const projects = createProjectsService({
    db,
    summarize: async (projectIds) => {
      const users = await auth.countUsersByProject(projectIds);
      return new Map(projectIds.map((id) => [id, { users: users.get(id) ?? 0 }]));
    },
  });
  // Requests and the intranet read each other (vacations spend balances; balances count pending
  // vacations): each reaches the other through a function called after both exist.
  const requests = createRequestsService({ db, auth, projects, intranet: () => intranet });
  const intranet = createIntranetService({ db, auth, listDatedRequests: requests.listDated });

  const commerce = createCommerceService({ db, auth });
  return { auth, projects, requests, intranet, commerce };
}

export type Services = ReturnType<typeof createServices>;
