import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './processes';

/** Debian's nginx, or '' when it is not installed (the test then talks to the servers directly). */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (candidate) => spawnSync(candidate, ['-v']).status === 0,
);

/** The example configuration of docs/deploy, with the test's addresses and port in place of its own. */
export async function exampleConfigFor(port: number, upstreams: [string, string]) {
  const example = await readFile(path.join(root, 'docs/deploy/nginx.conf'), 'utf8');
  const replacements: [string, string][] = [
    ['10.0.0.11:4000', upstreams[0]],
    ['10.0.0.12:4000', upstreams[1]],
    ['listen 80;', `listen 127.0.0.1:${port};`],
  ];
  return replacements.reduce((config, [placeholder, value]) => {
    if (!config.includes(placeholder)) throw new Error(`docs/deploy/nginx.conf lost ${placeholder}`);
    return config.replaceAll(placeholder, value);
  }, example);
}

/**
 * nginx with the example configuration included into a minimal main file (as /etc/nginx/nginx.conf
 * includes conf.d/), everything under a temporary folder. Validated with `nginx -t` before it starts.
 */
export async function startNginx(binary: string, port: number, upstreams: [string, string]) {
  const folder = await mkdtemp(path.join(tmpdir(), 'scale-nginx-'));
  // The workers run as nobody when the master is root: they write request bodies under here.
  await chmod(folder, 0o755);
  const temp = path.join(folder, 'temp');
  await mkdir(temp, { mode: 0o777 });
  await chmod(temp, 0o777);
  await writeFile(path.join(folder, 'fuel.conf'), await exampleConfigFor(port, upstreams));
  const main = path.join(folder, 'nginx.conf');
  await writeFile(
    main,
    [
      'worker_processes 1;',
      `pid ${folder}/nginx.pid;`,
      `error_log ${folder}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${temp}/${kind};`,
      ),
      `  include ${folder}/fuel.conf;`,
      '}',
    ].join('\n'),
  );
  const args = ['-p', folder, '-e', path.join(folder, 'error.log'), '-c', main];
  const check = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused docs/deploy/nginx.conf:\n${check.stderr}`);

  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** What `nginx -t` printed (it names the file it validated). */
    validation: check.stderr,
    errors: () => errors,
    errorLog: () => readFile(path.join(folder, 'error.log'), 'utf8').catch(() => ''),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // QUIT: nginx's graceful stop; its workers finish what they hold.
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
