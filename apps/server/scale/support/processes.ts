import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** A child process of the deployment, with the tail of its output for the failure messages. */
export type Running = {
  name: string;
  child: ChildProcess;
  output(): string;
  /** Sends the signal and resolves once the process has exited (at once when it already has). */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export function launch(
  name: string,
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined> },
): Running {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return {
    name,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}

/** Polls `url` until it answers below 400; fails early when the process exits meanwhile. */
export async function waitUntilServing(running: Running, url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null || running.child.signalCode !== null) {
      throw new Error(`${running.name} exited before it served ${url}:\n${running.output()}`);
    }
    const status = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status > 0 && status < 400) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${running.name} did not serve ${url} within ${timeoutMs} ms:\n${running.output()}`);
}
