// Where a run's CPU went, read from /proc (Linux): the server's, PostgreSQL's (when it runs on this
// machine) and the whole machine's. The event loop's busy time is not CPU: on two shared cores a
// process that writes to a socket is often descheduled in favour of the backend it woke, and that wait
// counts as busy.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime + stime of /proc/<path>/stat, in seconds, or undefined when it cannot be read. */
function statCpuSeconds(path: string): number | undefined {
  try {
    const fields = readFileSync(`/proc/${path}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The parent of a process on this machine, or undefined (not here, or not readable). */
export function parentPid(pid: number | string): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** CPU seconds of a process (all its threads), or undefined when it is not on this machine. */
export function processCpuSeconds(pid: number): number | undefined {
  return statCpuSeconds(String(pid));
}

/** The main thread's CPU seconds (this process's thread whose id is the process id). */
function mainThreadCpuSeconds(): number | undefined {
  return statCpuSeconds(`${process.pid}/task/${process.pid}`);
}

/** Whether a postmaster's child serves `database` (its title: `postgres: <user> <database> <client> …`). */
function serves(pid: string, database: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(' ')[2] === database;
  } catch {
    return false;
  }
}

/**
 * CPU seconds of the postmaster and each of its children, by pid; with `database`, only the backends
 * serving it (a cluster shared with other work: its other databases and the cluster's own processes,
 * WAL writer and checkpointer included, are left out).
 */
function databaseProcesses(postmasterPid: number, database?: string): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid !== postmasterPid && parentPid(entry) !== postmasterPid) continue;
    if (database && !serves(entry, database)) continue;
    const seconds = statCpuSeconds(entry);
    if (seconds !== undefined) cpu.set(pid, seconds);
  }
  return cpu;
}

/** Busy and total jiffies of all cores (/proc/stat's first line). */
function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number) as number[];
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy, total: busy + idle! + iowait! };
  } catch {
    return undefined;
  }
}

export type CpuShares = {
  /** Per request, in ms of CPU. */
  serverMs: number;
  databaseMs: number | undefined;
  /** Every process of the machine (the load generator included), per request. */
  machineMs: number | undefined;
  /** How busy both cores were during the run, 0–100 %. */
  machineBusyPercent: number | undefined;
};

/**
 * Snapshots before a run and shares per request after it. `server` overrides how the server's CPU is
 * read (several server processes); PostgreSQL's is read when its postmaster runs on this machine.
 */
export function cpuMeter(options: {
  serverCpuSeconds?: () => number;
  postmasterPid?: number;
  /** Count only this database's backends (BENCH_DATABASE_CPU=backends, support.ts). */
  databaseName?: string;
}) {
  const serverSeconds = options.serverCpuSeconds ?? mainThreadCpuSeconds;
  return function start() {
    const server = serverSeconds();
    const database = options.postmasterPid
      ? databaseProcesses(options.postmasterPid, options.databaseName)
      : undefined;
    const machine = machineTicks();
    return function sharesPer(requests: number): CpuShares {
      const count = Math.max(requests, 1);
      const serverAfter = serverSeconds();
      let databaseMs: number | undefined;
      if (database && options.postmasterPid) {
        // A backend that ended during the run is lost; one that started counts from zero.
        let seconds = 0;
        for (const [pid, after] of databaseProcesses(options.postmasterPid, options.databaseName)) {
          seconds += after - (database.get(pid) ?? 0);
        }
        databaseMs = (seconds * 1000) / count;
      }
      const machineAfter = machineTicks();
      const busy = machine && machineAfter ? machineAfter.busy - machine.busy : undefined;
      const total = machine && machineAfter ? machineAfter.total - machine.total : undefined;
      return {
        serverMs:
          server !== undefined && serverAfter !== undefined
            ? ((serverAfter - server) * 1000) / count
            : Number.NaN,
        databaseMs,
        machineMs: busy !== undefined ? ((busy / TICKS_PER_SECOND) * 1000) / count : undefined,
        machineBusyPercent: busy !== undefined && total ? Math.round((100 * busy) / total) : undefined,
      };
    };
  };
}
