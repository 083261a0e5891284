import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MSG } from '@tamir/shared-api/domain';
import { countRows, createCompany, createShop, createUser, createVehicle } from './helpers/fixtures';
import { ADMIN, createPostgresDatabase, startServer, type TestServer } from './helpers/server';

// Beyond the spec: a backup taken on one database restores into the other, and
// `npm run db:move -- postgres://…` moves an embedded installation to PostgreSQL.
const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const withPostgres = { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL' };

interface Seeded {
  companyId: number;
  vehicleId: number;
  plate: string;
}

async function seed(server: TestServer, name: string): Promise<Seeded> {
  const shopId = await createShop(server);
  await createUser(server, { repairShopId: shopId, username: `tamirci_${name.toLowerCase().replace(/\W/g, '')}` });
  const companyId = await createCompany(server, { name, linkTo: [shopId] });
  const vehicle = await createVehicle(server, { companyId, phone: '0533 222 11 00' });
  return { companyId, vehicleId: vehicle.id, plate: vehicle.plate };
}

async function takeBackup(server: TestServer): Promise<string> {
  const token = await server.login(ADMIN.username, ADMIN.password);
  const reply = await server.request('POST', '/api/settings/backup', { token, body: { description: `${server.kind} yedeği` } });
  assert.equal(reply.status, 201, reply.text);
  return reply.body.fileName;
}

/** Copies a backup file into another server's backup folder and restores it there. */
async function restoreElsewhere(from: TestServer, fileName: string, to: TestServer) {
  mkdirSync(to.app.config.backupDir, { recursive: true });
  copyFileSync(path.join(from.app.config.backupDir, fileName), path.join(to.app.config.backupDir, fileName));
  const token = await to.login(ADMIN.username, ADMIN.password);
  const listed = await to.request('GET', '/api/settings/backups', { token });
  assert.ok(
    listed.body.some((b: { fileName: string }) => b.fileName === fileName),
    'the copied file is listed',
  );
  return to.request('POST', '/api/settings/restore', { token, body: { fileName } });
}

async function expectSeeded(server: TestServer, seeded: Seeded, name: string) {
  const token = await server.login(ADMIN.username, ADMIN.password);
  const vehicle = await server.request('GET', `/api/vehicles/${seeded.vehicleId}`, { token });
  assert.equal(vehicle.status, 200, vehicle.text);
  assert.equal(vehicle.body.plateNumber, seeded.plate);
  assert.equal(vehicle.body.driverPhone.replace(/\D/g, ''), '05332221100', 'the encrypted phone reads with the installation’s key');
  const companies = await server.request('GET', `/api/company?name=${encodeURIComponent(name)}`, { token });
  assert.deepEqual(
    companies.body.map((c: { id: number }) => c.id),
    [seeded.companyId],
  );
  const tamirci = await server.request('POST', '/api/auth/login', {
    body: { username: `tamirci_${name.toLowerCase().replace(/\W/g, '')}`, password: 'Sifre!123' },
  });
  assert.equal(tamirci.status, 200, 'password hashes came along');
}

describe('a backup restores across the two databases', withPostgres, () => {
  const key = randomBytes(32).toString('hex');
  let embedded: TestServer;
  let postgres: TestServer;
  before(async () => {
    embedded = await startServer('pglite', { env: { ENCRYPTION_KEY: key } });
    postgres = await startServer('postgres', { env: { ENCRYPTION_KEY: key } });
  });
  after(async () => {
    await embedded?.close();
    await postgres?.close();
  });

  it('a PGlite backup restores into PostgreSQL', async () => {
    const seeded = await seed(embedded, 'Gömülüden Gelen Filo');
    const fileName = await takeBackup(embedded);
    const ownCompany = await createCompany(postgres, { name: 'PostgreSQL Yerel Filo' });
    const reply = await restoreElsewhere(embedded, fileName, postgres);
    assert.equal(reply.status, 200, reply.text);
    await expectSeeded(postgres, seeded, 'Gömülüden Gelen Filo');
    const token = await postgres.login(ADMIN.username, ADMIN.password);
    const own = await postgres.request('GET', `/api/company?name=${encodeURIComponent('PostgreSQL Yerel')}`, { token });
    assert.ok(!own.body.some((c: { id: number }) => c.id === ownCompany), 'the target’s own data was replaced');
  });

  it('a PostgreSQL backup restores into PGlite', async () => {
    const seeded = await seed(postgres, 'Sunucudan Gelen Filo');
    const fileName = await takeBackup(postgres);
    const reply = await restoreElsewhere(postgres, fileName, embedded);
    assert.equal(reply.status, 200, reply.text);
    await expectSeeded(embedded, seeded, 'Sunucudan Gelen Filo');
  });

  it('refuses a backup written with another ENCRYPTION_KEY, changing nothing', async () => {
    const stranger = await startServer('postgres');
    try {
      const fileName = await takeBackup(embedded);
      const before = await countRows(stranger, 'companies');
      const reply = await restoreElsewhere(embedded, fileName, stranger);
      assert.equal(reply.status, 400, reply.text);
      assert.equal(reply.body.message, MSG.backupKeyMismatch);
      assert.equal(await countRows(stranger, 'companies'), before);
    } finally {
      await stranger.close();
    }
  });
});

function runMove(dataDir: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-move.ts', ...args], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: SERVER_ROOT },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

describe('npm run db:move moves an embedded installation to PostgreSQL', withPostgres, () => {
  let dataDir: string;
  let target: { url: string; drop: () => Promise<void> };
  let seeded: Seeded;
  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tamir-move-'));
    const embedded = await startServer('pglite', { dataDir, keepData: true });
    seeded = await seed(embedded, 'Taşınan Filo');
    await takeBackup(embedded);
    await embedded.close();
    target = await createPostgresDatabase();
  });
  after(async () => {
    await target?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses while the server runs on the directory', async () => {
    const running = await startServer('pglite', { dataDir, keepData: true });
    try {
      const result = await runMove(dataDir, [target.url]);
      assert.equal(result.code, 1);
      assert.match(result.stderr, /sunucuyu durdurun \/ stop the server first/i);
    } finally {
      await running.close();
    }
  });

  it('moves, prints every table’s row count, and the server runs on PostgreSQL with the same data', async () => {
    const result = await runMove(dataDir, [target.url]);
    assert.equal(result.code, 0, result.stderr);
    for (const table of ['public.companies', 'public.vehicles', 'public.users', 'public.backups', 'drizzle.__drizzle_migrations']) {
      const line = result.stdout.split('\n').find((l) => l.startsWith(`${table} `));
      assert.ok(line, `${table} is in the table:\n${result.stdout}`);
      const [source, moved] = line.trim().split(/\s+/).slice(1).map(Number);
      assert.equal(source, moved, line);
    }
    assert.ok(!result.stdout.includes('postgres@'), 'the URL’s credentials are not printed');

    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from companies');
    await client.end();
    assert.ok(rows[0].n >= 1);

    const server = await startServer('postgres', { databaseUrl: target.url, dataDir, keepData: true });
    try {
      await expectSeeded(server, seeded, 'Taşınan Filo');
    } finally {
      await server.close();
    }
  });

  it('refuses a target that is not empty unless --force', async () => {
    const refused = await runMove(dataDir, [target.url]);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /boş değil/);
    const forced = await runMove(dataDir, [target.url, '--force']);
    assert.equal(forced.code, 0, forced.stderr);
  });

  it('explains its usage', async () => {
    const result = await runMove(dataDir, ['mysql://nope']);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /npm run db:move -- postgres:\/\//);
  });
});
