import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics/metrics';

/**
 * Runs a scheduled job every `intervalMs` from the app's start to its close (which waits for a run
 * under way), counting its runs in `scheduled_job_runs_total` by outcome and logging a failure. The
 * job itself claims its work in the database, so that any number of instances may run it.
 */
export function registerIntervalJob<T>(
  app: FastifyInstance,
  job: {
    name: string;
    intervalMs: number;
    run: () => Promise<T>;
    /** After a run that succeeded (its own metrics). */
    done?: (result: T) => void;
    metrics?: Pick<Metrics, 'jobRuns'>;
  },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const log = app.log.child({ component: job.name });
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = job.run().then(
        (result) => {
          job.metrics?.jobRuns.inc({ job: job.name, outcome: 'ok' });
          job.done?.(result);
        },
        (error: unknown) => {
          job.metrics?.jobRuns.inc({ job: job.name, outcome: 'failed' });
          log.error({ err: error }, `${job.name} failed`);
        },
      );
    }, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
