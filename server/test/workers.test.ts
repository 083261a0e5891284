import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { call, launchServer, loginTo } from './helpers/child-server';
import { createPostgresDatabase, postgresOnly } from './helpers/server';

/** The pids of a process's children (Linux: /proc via pgrep). */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

const METRICS_TOKEN = 'metrics-token-of-the-cluster';

describe('WORKERS on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-workers-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses WORKERS above 1 with a Turkish and English message, before opening anything', async () => {
    const server = await launchServer({ DATA_DIR: dataDir, DATABASE_URL: '', WORKERS: '2' });
    assert.equal(await server.exited, 1);
    assert.match(server.output(), /WORKERS=2 gömülü veritabanıyla \(PGlite\) kullanılamaz/);
    assert.match(server.output(), /WORKERS=2 cannot be used with the embedded database/);
    assert.doesNotMatch(server.output(), /at .*\.ts:\d+/, 'no stack trace');
  });
});

for (const kind of postgresOnly('WORKERS=3 on PostgreSQL')) {
  describe(`WORKERS=3 on ${kind} (PostgreSQL only: PGlite serves one process)`, () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    after(() => database?.drop());

    it('serves one port from three worker processes, replaces a dead one and drains them all on SIGTERM', async () => {
      database = await createPostgresDatabase();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-workers-'));
      const primary = await launchServer({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        WORKERS: '3',
        METRICS_TOKEN,
        JWT_SECRET: 'j'.repeat(40),
        ENCRYPTION_KEY: 'e'.repeat(64),
      });
      try {
        await primary.ready();
        const token = await loginTo(primary.url);
        let workers: number[] = [];
        for (let i = 0; i < 100 && workers.length < 3; i++) {
          workers = childrenOf(primary.child.pid!);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        assert.equal(workers.length, 3, 'three worker processes');
        for (let i = 0; i < 12; i++) assert.equal((await call(primary.url, 'GET', '/api/company', token)).status, 200);
        // /metrics answers for the whole port, whichever worker takes the scrape: the primary adds the workers up.
        for (let i = 0; i < 3; i++) {
          const scrape = await call(primary.url, 'GET', '/metrics', null, undefined, { authorization: `Bearer ${METRICS_TOKEN}` });
          assert.equal(scrape.status, 200, scrape.text);
          assert.match(scrape.text, /^tamir_http_requests_total\{method="GET",route="\/api\/company",status="200"\} 12$/m);
        }

        // A worker killed outright is replaced; the port keeps answering meanwhile.
        process.kill(workers[0], 'SIGKILL');
        // Until the primary has reaped it, a connection already open to the dead worker (the client's
        // keep-alive pool) may still be tried; from then on the port answers while the new one starts.
        for (let i = 0; i < 100 && childrenOf(primary.child.pid!).includes(workers[0]); i++) await new Promise((resolve) => setTimeout(resolve, 50));
        await new Promise((resolve) => setTimeout(resolve, 100));
        for (let i = 0; i < 10; i++) assert.equal((await call(primary.url, 'GET', '/api/health', null)).status, 200);
        let replaced: number[] = [];
        for (let i = 0; i < 150; i++) {
          replaced = childrenOf(primary.child.pid!);
          if (replaced.length === 3 && !replaced.includes(workers[0])) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        assert.equal(replaced.length, 3, 'the dead worker is replaced');

        assert.equal(await primary.stop('SIGTERM'), 0);
        assert.deepEqual(
          replaced.filter((pid) => {
            try {
              process.kill(pid, 0);
              return true;
            } catch {
              return false;
            }
          }),
          [],
          'no worker left running',
        );
      } finally {
        await primary.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}
