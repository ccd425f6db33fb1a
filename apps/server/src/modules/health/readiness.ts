import type { Lifecycle } from '../../core/lifecycle';
import type { Readiness } from './schemas';

export type ReadinessDeps = {
  database: { ping(): Promise<void> };
  storage: { check(): Promise<void> };
  /** Set when the instance uses Redis (REDIS_URL). */
  redis?: { ping(): Promise<void> };
  lifecycle: Pick<Lifecycle, 'migrated' | 'draining'>;
  /** How long each dependency gets to answer (default 2 s). */
  timeoutMs?: number;
};

type Check = Readiness['checks']['database'];

/** Asks every dependency at once, each within the timeout; ready only when all pass and not draining. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? 2000;
  const probe = (run: () => Promise<void>) => withTimeout(run, timeoutMs);
  const [database, storage, redis] = await Promise.all([
    probe(() => deps.database.ping()),
    probe(() => deps.storage.check()),
    deps.redis ? probe(() => deps.redis!.ping()) : undefined,
  ]);
  const checks: Readiness['checks'] = {
    database,
    ...(redis ? { redis } : {}),
    storage,
    migrations: deps.lifecycle.migrated ? pass : { status: 'fail', error: 'migrations not applied yet' },
    draining: deps.lifecycle.draining ? { status: 'fail', error: 'shutting down' } : pass,
  };
  const ready = Object.values(checks).every((result) => result?.status === 'pass');
  return { status: ready ? 'ready' : 'not_ready', checks };
}

const pass: Check = { status: 'pass' };

async function withTimeout(run: () => Promise<void>, ms: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([run(), timeout]);
    return pass;
  } catch (error) {
    return { status: 'fail', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
