import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
const run = promisify(execFile);
import { startEmbeddedInstallation } from './src/ops/test-support';
import { createScratchDatabase } from './src/test/database';
import { s3Environment, startS3Server } from './src/test/s3';
const i = await startEmbeddedInstallation({ demoData: true });
await i.upload('file', 200_000);
await i.stop();
const s3 = await startS3Server();
const db = await createScratchDatabase('postgres://postgres@127.0.0.1:55433/postgres');
const env = { ...process.env, ...s3Environment(s3), DATABASE_URL: db.url, DATA_DIR: i.dataDir };
try {
  console.log((await run('npm', ['run', '--silent', 'move-to-postgres'], { cwd: '../..', env, encoding: 'utf8' })).stdout);
} catch (e) { console.log('FAILED', (e as any).stdout, (e as any).stderr); }
try {
  await run('npm', ['run', '--silent', 'move-to-postgres'], { cwd: '../..', env, encoding: 'utf8' });
} catch (e) { console.log('SECOND', (e as any).code, (e as any).stdout, (e as any).stderr); }
await i.remove(); await s3.stop(); await db.drop();
