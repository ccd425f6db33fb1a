import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** Debian's redis-server, or '' when it is not installed (the tests that need it are skipped). */
export const redisBinary = spawnSync('sh', ['-c', 'command -v redis-server'], {
  encoding: 'utf8',
}).stdout.trim();

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A throw-away redis-server on a free port (no persistence), ready for connections. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const redis: ChildProcess = spawn(
    redisBinary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  // redis-server needs a moment before it accepts connections.
  for (let tries = 0; ; tries++) {
    const ready = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(true));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
    });
    if (ready || tries > 100) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (redis.exitCode !== null) return;
      redis.kill('SIGTERM');
      await once(redis, 'exit');
    },
  };
}
