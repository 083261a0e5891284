import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { portalEnv } from '../../playwright.config';

const ROOT = join(__dirname, '..', '..', '..');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.map': 'application/json',
};

/** 'up': serves the remote's dist; 'missing': 404 for every file; 'down': nothing listens on the port. */
export type RemoteHostMode = 'up' | 'missing' | 'down';

/**
 * A remote's own address, as a team hosts it apart from the portal: a plain HTTP server on its own
 * port serving `<folder>/dist` (with CORS, as a CDN would), that a test can switch to 404 or off.
 */
export class RemoteHost {
  private server: Server | null = null;
  private mode: RemoteHostMode = 'down';
  requests = 0;

  constructor(
    readonly folder: string,
    readonly port: number,
  ) {}

  /** The address the portal's REMOTE_MFE_*_URL names. */
  get manifestUrl() {
    return `http://127.0.0.1:${this.port}/mf-manifest.json`;
  }

  async set(mode: RemoteHostMode): Promise<void> {
    this.mode = mode;
    if (mode === 'down' && this.server) {
      const server = this.server;
      this.server = null;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    if (mode !== 'down' && !this.server) {
      const server = createServer((request, response) => this.answer(request.url ?? '/', response));
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(this.port, '127.0.0.1', resolve);
      });
      this.server = server;
    }
  }

  private answer(url: string, response: ServerResponse) {
    this.requests += 1;
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('cache-control', 'no-cache');
    const dist = join(ROOT, this.folder, 'dist');
    const file = join(dist, normalize(decodeURIComponent(url.split('?')[0])));
    if (this.mode !== 'up' || !file.startsWith(dist + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  }
}

/**
 * A second portal, started the way playwright.config starts the first (fresh data directory, demo
 * data, `node scripts/start.mjs`), with `env` added: e.g. REMOTE_MFE_ADMIN_URL pointing at a RemoteHost.
 */
export async function startPortal(port: number, env: Record<string, string>): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const dataDir = join(tmpdir(), `tamir-e2e-${port}`);
  const fullEnv = {
    ...process.env,
    ...portalEnv(port, dataDir),
    NOTIFICATION_POLL_MS: '0',
    BACKUP_CHECK_MS: '0',
    ...env,
  };
  const child: ChildProcess = spawn('sh', ['-c', `rm -rf ${dataDir} && npm run seed:demo --silent -w server && exec node scripts/start.mjs`], {
    cwd: ROOT,
    env: fullEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second portal exited with ${child.exitCode}`);
    const up = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the second portal did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
