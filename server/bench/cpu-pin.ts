/**
 * Pinning for the plate search's share (issue 42): with BENCH_PIN=<server cpu>:<other cpu> (e.g.
 * `0:1`), the process under test (the bare route and the API server alike) runs on one core and
 * PostgreSQL, autocannon and this benchmark on the other, through `taskset` (Linux, util-linux).
 * PostgreSQL's processes get their earlier affinity back when the benchmark ends.
 */
import { execFileSync } from 'node:child_process';

export interface Pin {
  server: number;
  other: number;
}

/** BENCH_PIN parsed: `0:1` → server on CPU 0, the rest on CPU 1; unset → no pinning. */
export function parsePin(value: string | undefined): Pin | null {
  if (!value) return null;
  const match = /^(\d+):(\d+)$/.exec(value.trim());
  if (!match || match[1] === match[2]) throw new Error(`BENCH_PIN: two different CPU numbers expected, e.g. 0:1 (got '${value}')`);
  return { server: Number(match[1]), other: Number(match[2]) };
}

export const PIN = parsePin(process.env.BENCH_PIN);

/** `command args` to run on `cpu` (through taskset), or unchanged without pinning. */
export function onCpu(cpu: number | undefined, command: string, args: string[]): [string, string[]] {
  return cpu === undefined ? [command, args] : ['taskset', ['-c', String(cpu), command, ...args]];
}

/** The CPU list a process may run on (`taskset -cp`'s answer). */
function affinity(pid: number): string {
  return execFileSync('taskset', ['-cp', String(pid)], { encoding: 'utf8' })
    .split(':')
    .pop()!
    .trim();
}

function setAffinity(pid: number, cpus: string) {
  try {
    execFileSync('taskset', ['-cp', cpus, String(pid)], { stdio: 'ignore' });
  } catch {
    // The process ended in the meantime (a backend closing).
  }
}

/** Every local PostgreSQL process (the postmaster, its helpers and backends). */
function postgresPids(): number[] {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Moves this process and every PostgreSQL process to `cpu` (new backends inherit it from the
 * postmaster); returns what puts them back as they were.
 */
export function pinOthers(cpu: number): () => void {
  const before = new Map<number, string>();
  for (const pid of [process.pid, ...postgresPids()]) {
    before.set(pid, affinity(pid));
    setAffinity(pid, String(cpu));
  }
  let restored = false;
  return () => {
    if (restored) return;
    restored = true;
    // Backends started meanwhile inherited the pin: give them the postmaster's earlier list.
    const all = before.get(postgresPids()[0] ?? -1);
    for (const pid of postgresPids()) setAffinity(pid, before.get(pid) ?? all ?? '0-1023');
    setAffinity(process.pid, before.get(process.pid)!);
  };
}
