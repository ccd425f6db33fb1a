// Keep-alive load on a server that is being stopped, for the graceful-shutdown tests of the server and the
// portal, sent the way a load balancer sends it: every request that reached the server must be answered in
// full. Like a balancer, the load probes readiness and takes the instance out after a few failed probes
// (then its requests go elsewhere); the server's drain outlasts that, so nothing new arrives when it closes.
// Without that step no server can close cleanly: a connection the kernel completed but the server had not
// yet accepted is reset when the listening socket closes.
import { Agent, request } from 'node:http';

/**
 * Starts `connections` loops of GET `path` on one keep-alive agent (each loop sends its next request when
 * its answer is in), and a readiness probe every `probeMs` on fresh connections. After `unhealthyAfter`
 * failed probes in a row the instance is out: the loops send nothing more. Each loop also ends at a refused
 * connection, after `maxRequests`, or at `deadlineMs`.
 *
 * @param {{ origin: string, path: string, readyPath: string, connections: number, maxRequests: number, probeMs?: number, unhealthyAfter?: number, deadlineMs?: number }} options
 */
export function startKeepAliveLoad({
  origin,
  path,
  readyPath,
  connections,
  maxRequests,
  probeMs = 100,
  unhealthyAfter = 3,
  deadlineMs = 60_000,
}) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const until = Date.now() + deadlineMs;
  const figures = {
    /** Requests written to an accepted connection. */
    sent: 0,
    /** Of those, answered with a complete body. */
    answered: 0,
    /** Of those, dropped: reset, hung up, cut short. */
    dropped: 0,
    /** Connection attempts refused (the server no longer listening): never sent. */
    refused: 0,
    /** Failed probes in a row; at `unhealthyAfter` the instance is out. */
    failedProbes: 0,
    out: false,
    /** Answers by status. */
    statuses: /** @type {Record<number, number>} */ ({}),
    /** Answers received after `signalled()` was called, by status. */
    afterSignal: /** @type {Record<number, number>} */ ({}),
    /** Answers that said Connection: close after the signal. */
    closedAfterSignal: 0,
    /** Readiness answers by status after the signal. */
    readyAfterSignal: /** @type {Record<number, number>} */ ({}),
    /** Readiness statuses in the order they came, after the signal (a probe sent before it may say 200). */
    readinessAfterSignal: /** @type {number[]} */ ([]),
    errors: /** @type {string[]} */ ([]),
  };
  let signalled = false;
  let stopped = false;

  /** @returns {Promise<'answered' | 'refused' | 'dropped'>} */
  const get = (target, useAgent) =>
    new Promise((resolve) => {
      let connected = false;
      const outgoing = request(`${origin}${target}`, { agent: useAgent }, (incoming) => {
        const closing = incoming.headers.connection === 'close';
        incoming.resume();
        incoming.on('end', () => {
          if (target === path) {
            figures.answered += 1;
            const status = incoming.statusCode ?? 0;
            figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
            if (signalled) {
              figures.afterSignal[status] = (figures.afterSignal[status] ?? 0) + 1;
              if (closing) figures.closedAfterSignal += 1;
            }
          } else {
            const status = incoming.statusCode ?? 0;
            figures.failedProbes = status === 200 ? 0 : figures.failedProbes + 1;
            if (figures.failedProbes >= unhealthyAfter) figures.out = true;
            if (signalled) {
              figures.readyAfterSignal[status] = (figures.readyAfterSignal[status] ?? 0) + 1;
              figures.readinessAfterSignal.push(status);
            }
          }
          resolve('answered');
        });
        incoming.on('error', () => {});
        incoming.on('aborted', () => {
          if (target === path) fail(new Error('answer cut short'));
        });
      });
      const fail = (error) => {
        if (error.code === 'ECONNREFUSED' && !connected) {
          if (target === path) figures.refused += 1;
          return resolve('refused');
        }
        if (target === path) {
          figures.dropped += 1;
          figures.errors.push(`${error.code ?? ''} ${error.message}`.trim());
        }
        resolve('dropped');
      };
      outgoing.on('socket', (socket) => {
        if (!socket.connecting) connected = true;
        else
          socket.once('connect', () => {
            connected = true;
          });
      });
      outgoing.on('finish', () => {
        if (target === path) figures.sent += 1;
      });
      outgoing.on('error', fail);
      outgoing.end();
    });

  const loops = Array.from({ length: connections }, async () => {
    for (let index = 0; index < maxRequests && Date.now() < until && !stopped && !figures.out; index++) {
      if ((await get(path, agent)) === 'refused') return;
    }
  });
  const probe = (async () => {
    while (Date.now() < until && !stopped) {
      if ((await get(readyPath, false)) === 'refused') return;
      await new Promise((resolve) => setTimeout(resolve, probeMs));
    }
  })();

  return {
    figures,
    /** Call when the stop signal is sent: answers from then on are counted apart. */
    signalled() {
      signalled = true;
    },
    /** Resolves with the figures once every loop and the probe ended. */
    async finished() {
      await Promise.all([...loops, probe]);
      agent.destroy();
      return figures;
    },
    /** Ends the loops early (a failed test). */
    stop() {
      stopped = true;
    },
  };
}

/** The figures in one line, for the test's output. */
export function reportLoad(name, figures) {
  const after = Object.values(figures.afterSignal).reduce((sum, count) => sum + count, 0);
  return `${name}, SIGTERM under keep-alive load: ${figures.sent} requests sent, ${figures.answered} answered (${after} after the signal, ${figures.closedAfterSignal} of them with Connection: close), ${figures.refused} refused after close, ${figures.dropped} dropped; readiness after the signal: ${JSON.stringify(figures.readyAfterSignal)}`;
}
