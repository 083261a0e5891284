/**
 * The server as `npm start` runs it, in a process of its own, for the benchmarks that load it
 * from outside: compiled JavaScript built from this checkout, with the node flags of the root
 * package.json's `start` script.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const serverDir = path.resolve(here, '..');
const root = path.resolve(serverDir, '..');

/** The node options of `npm start` (`node --max-semi-space-size=4 scripts/start.mjs` → that flag). */
export function startNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [command, ...words] = manifest.scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`the start script does not run node: ${manifest.scripts.start}`);
  return words.filter((word) => word.startsWith('--'));
}

/** `npm start`'s node flags, then BENCH_NODE_FLAGS (more flags for the server, to try one out; a later flag wins). */
export function serverNodeFlags(): string[] {
  return [...startNodeFlags(), ...(process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [])];
}

/** Builds the server from this checkout's sources (not when BENCH_BUILD is `no` and a build exists); returns the compiled file. */
export function buildServer(): string {
  const compiled = path.join(serverDir, 'dist', 'server.js');
  if (!existsSync(compiled) || process.env.BENCH_BUILD !== 'no') {
    const built = spawnSync(process.execPath, [path.join(serverDir, 'scripts', 'build.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('server build failed');
  }
  return compiled;
}

/** `npm start` without npm: the start script (it builds nothing on a built checkout) runs the server in its own process. */
export const startScriptCommand = (): string[] => [...serverNodeFlags(), path.join(root, 'scripts', 'start.mjs')];

/** The resident memory of a process, in MB. */
export const rssMb = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * The command line after `node`: built first (buildServer). BENCH_PROFILE=<dir>
 * adds a V8 CPU profile written when the server stops (read it with bench/profile-top.ts). Started
 * as `npm start` starts it: without source maps (reading the map cost 0.1 s of start-up).
 */
export function serverCommand(): string[] {
  const compiled = buildServer();
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : [];
  return [...serverNodeFlags(), ...profile, compiled];
}

/**
 * The environment of a benchmarked server: its data directory, production mode, the first
 * admin's password, PostgreSQL when given, and the default log level as `npm start` has it
 * (BENCH_LOG_LEVEL sets another).
 */
export function benchServerEnv(dataDir: string, databaseUrl: string | null, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ADMIN_PASSWORD: 'Bench!2026',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extra,
  };
  if (process.env.BENCH_LOG_LEVEL) env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL;
  else delete env.LOG_LEVEL;
  return env;
}

/** Starts the server on 127.0.0.1:`port`; its stdout goes to a pipe that is read and dropped, as a process manager would take it. */
export function spawnServer(env: NodeJS.ProcessEnv, port: number, command = serverCommand(), cpu?: number): ChildProcess {
  // On `cpu` alone when given (taskset runs node in its own place: the pid is the server's).
  const [file, args] = cpu === undefined ? [process.execPath, command] : ['taskset', ['-c', String(cpu), process.execPath, ...command]];
  const server = spawn(file, args, {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout?.resume();
  return server;
}

/** Resolves once `url` answers 2xx; rejects if the process ends first. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
