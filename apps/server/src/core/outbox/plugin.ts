import type { FastifyInstance } from 'fastify';
import { createOutboxWorker, type OutboxWorkerOptions } from './worker';

/**
 * Runs the outbox worker with the app: it starts when the app is ready (listening) and stops, letting the
 * messages in hand settle, when the app closes. Every server instance may run one (see worker.ts).
 */
export function registerOutboxWorker(
  app: FastifyInstance,
  options: Omit<OutboxWorkerOptions, 'logger'> & { enabled: boolean },
) {
  const worker = createOutboxWorker({ ...options, logger: app.log.child({ component: 'outbox' }) });
  if (!options.enabled) return worker;
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  return worker;
}
