import type { FastifyInstance } from 'fastify';

/**
 * Where the instance is in its life, for readiness: migrations done once `buildApp` migrated, draining
 * from the shutdown signal on (main.ts). While draining it still serves everything, but every answer says
 * `Connection: close`, so keep-alive clients open their next connection elsewhere (the load balancer,
 * which meanwhile sees /health/ready answer 503, sends it to another instance).
 */
export type Lifecycle = {
  readonly migrated: boolean;
  readonly draining: boolean;
  markMigrated(): void;
  drain(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function registerLifecycle(app: FastifyInstance): Lifecycle {
  let migrated = false;
  let draining = false;
  const lifecycle: Lifecycle = {
    get migrated() {
      return migrated;
    },
    get draining() {
      return draining;
    },
    markMigrated: () => {
      migrated = true;
    },
    drain: () => {
      draining = true;
    },
  };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });
  return lifecycle;
}
