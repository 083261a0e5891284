import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { ADMIN } from './server';

/** The server package: child processes run its real entry, src/server.ts, through tsx. */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Generous: a worker cluster on a two-core machine shared with other suites can take most of a minute.
const START_TIMEOUT_MS = 90_000;

/**
 * A busy test machine is not an overloaded server (three processes and PostgreSQL on two cores
 * starve each other's event loops): child servers shed nothing unless a test turns shedding on.
 */
export const UNSHED_ENV = {
  SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  SHED_MAX_EVENT_LOOP_UTILIZATION: '0',
  SHED_MAX_DB_WAITING: '0',
} as const;

export interface ChildServer {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves once `probe` (/api/health unless told) answers 200; rejects with the output if it exits or times out. */
  ready(probe?: string): Promise<void>;
  /** Sends the signal (SIGKILL unless told) and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const children: ChildProcess[] = [];
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

export interface LaunchOptions {
  /** 'off' (UNSHED_ENV, the default) or 'production': the limits as shipped, unless `env` sets one. */
  shedding?: 'off' | 'production';
}

/** Starts the real server entry as an OS process of its own, on a free port, with the test admin. */
export async function launchServer(env: Record<string, string>, { shedding = 'off' }: LaunchOptions = {}): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      NOTIFICATION_POLL_MS: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '100000',
      ...(shedding === 'off' ? UNSHED_ENV : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    url,
    output: () => output,
    exited,
    async ready(probe = '/api/health') {
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
        const status = await fetch(`${url}${probe}`).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no answer within ${START_TIMEOUT_MS} ms:\n${output}`);
    },
    async stop(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Three server processes on one database, as a scaled-out deployment runs them: the first migrates
 * and creates the admin, then the other two start together on it.
 */
export async function launchThree(env: Record<string, string>): Promise<ChildServer[]> {
  const servers = [await launchServer(env)];
  await servers[0].ready();
  servers.push(await launchServer(env), await launchServer(env));
  await Promise.all(servers.slice(1).map((server) => server.ready()));
  return servers;
}

export interface CallReply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
  body: any;
  text: string;
  headers: Headers;
}

/** One JSON call to a server process. */
export async function call(
  url: string,
  method: string,
  route: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CallReply> {
  const response = await fetch(url + route, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, text, headers: response.headers };
}

export async function loginTo(url: string, username = ADMIN.username, password = ADMIN.password): Promise<string> {
  const reply = await call(url, 'POST', '/api/auth/login', null, { username, password });
  if (reply.status !== 200) throw new Error(`login ${username} failed: ${reply.status} ${reply.text}`);
  return reply.body.token;
}
