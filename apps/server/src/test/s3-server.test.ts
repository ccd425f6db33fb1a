import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { loadConfig } from '../core/config';
import { S3Storage } from '../core/storage/s3';

it('runs the test S3 server as a process: its settings on stdout, usable, gone on SIGTERM', async () => {
  const script = fileURLToPath(new URL('./s3-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const started = JSON.parse(line) as { bucket: string; env: Record<string, string> };
  expect(started.bucket).toBe(started.env.S3_BUCKET);

  const storage = new S3Storage(loadConfig(started.env).s3!);
  await expect(storage.check()).resolves.toBeUndefined();
  storage.close();

  child.kill('SIGTERM');
  const [code] = await once(child, 'exit');
  expect(code).toBe(0);
  const afterwards = new S3Storage(loadConfig(started.env).s3!);
  await expect(afterwards.check()).rejects.toThrow();
  afterwards.close();
});
