import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The real server (`main.ts`) in a process of its own, in production mode without demo data, on
 * `port` with `env` on top (the database, the folder, the setting under test): for the tests that
 * kill or stop it. `listening` resolves when it says so, and rejects with its output if it exits first.
 */
export function spawnServer(port: number, env: Record<string, string>) {
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      REDIS_URL: '',
      WEB_CONCURRENCY: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      LOG_PRETTY: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)));
  });
  listening.catch(() => {});
  return { child, listening, exited, output: () => output, url: `http://127.0.0.1:${port}` };
}
