import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Product = {
  portalUrl: string;
  serverUrl: string;
  dataDir: string;
  stop(): Promise<number | null>;
};

const root = fileURLToPath(new URL('../../../../', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the product exactly as `npm start` does (scripts/start.mjs: builds what is stale, server with
 * an embedded database and demo data, then the portal), on free ports with a throw-away data folder.
 */
export async function startProduct({ timeoutMs = 600_000 } = {}): Promise<Product> {
  const [serverPort, portalPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      SERVER_PORT: String(serverPort),
      PORTAL_PORT: String(portalPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_PRETTY: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`product not ready after ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = () => {
      if (output.includes('Ready.')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`));
    });
  });

  return {
    portalUrl: `http://localhost:${portalPort}`,
    serverUrl: `http://localhost:${serverPort}`,
    dataDir,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGINT');
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
