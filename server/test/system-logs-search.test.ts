import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, gte, lt, sql } from 'drizzle-orm';
import { MSG, type LogSearchValues } from '@tamir/shared-api/domain';
import { systemLogs } from '../src/db/schema/index';
import { todayRange } from '../src/lib/istanbul-day';
import { SystemLogAdminService } from '../src/modules/system-logs/search-service';
import { createTenant, type Tenant } from './helpers/fixtures';
import { ADMIN, DATABASES, startServer, type TestServer } from './helpers/server';
import { adminActor, seedLogs, settleLogs } from './helpers/system-log-fixtures';

const at = (iso: string) => new Date(iso);

/** Six rows in January 2026, one a day at 15:00 İstanbul time; five carry a 'kayitci…' username. */
const ROWS = [
  {
    key: 'A',
    createdAt: at('2026-01-10T12:00:00Z'),
    logLevel: 'Information',
    username: 'kayitci1',
    action: 'Create',
    entityType: 'Company',
    entityId: '11',
    description: 'Firma oluşturuldu: Deniz Lojistik QJX',
    ipAddress: '10.1.1.5',
    durationMs: 120,
  },
  {
    key: 'B',
    createdAt: at('2026-01-11T12:00:00Z'),
    logLevel: 'Warning',
    username: 'kayitci1',
    action: 'Update',
    entityType: 'Vehicle',
    entityId: '12',
    description: 'PUT /api/vehicles/12 → 400',
    ipAddress: '10.1.1.6',
    durationMs: 30,
    httpMethod: 'PUT',
    requestPath: '/api/vehicles/12',
    statusCode: 400,
  },
  {
    key: 'C',
    createdAt: at('2026-01-12T12:00:00Z'),
    logLevel: 'Error',
    username: 'kayitci2',
    action: 'Error',
    entityType: 'System',
    description: 'POST /api/company → 500',
    errorMessage: 'Veritabanı bağlantısı koptu ZXQ',
    stackTrace: 'Error: Veritabanı bağlantısı koptu ZXQ\n    at query (db.ts:1:1)',
    ipAddress: '10.2.0.1',
    durationMs: 900,
    httpMethod: 'POST',
    requestPath: '/api/company',
    statusCode: 500,
  },
  {
    key: 'D',
    createdAt: at('2026-01-13T12:00:00Z'),
    logLevel: 'Critical',
    username: 'kayitci2',
    action: 'Backup',
    entityType: 'System',
    description: 'Otomatik yedek oluşturulamadı',
  },
  {
    key: 'E',
    createdAt: at('2026-01-14T12:00:00Z'),
    logLevel: 'Debug',
    username: 'KAYITCI3',
    action: 'View',
    entityType: 'RepairForm',
    entityId: '15',
    description: 'GET /api/repairform/15 → 200',
    ipAddress: '10.1.2.9',
    durationMs: 12,
  },
  {
    key: 'F',
    createdAt: at('2026-01-15T12:00:00Z'),
    logLevel: 'Information',
    username: null,
    action: 'Login',
    entityType: 'Authentication',
    description: 'Giriş denemesi',
    ipAddress: '10.9.9.9',
    durationMs: 38,
  },
] as const;

type Key = (typeof ROWS)[number]['key'];

for (const kind of DATABASES) {
  describe(`system log search on ${kind}`, () => {
    let server: TestServer, admin: string, tenant: Tenant;
    const idOf = new Map<Key, number>();
    const keyOf = new Map<number, Key>();

    before(async () => {
      server = await startServer(kind);
      admin = await server.login(ADMIN.username, ADMIN.password);
      tenant = await createTenant(server);
      const inserted = await seedLogs(
        server,
        ROWS.map(({ key: _key, ...row }) => row),
      );
      inserted.forEach((row, i) => {
        idOf.set(ROWS[i].key, row.id);
        keyOf.set(row.id, ROWS[i].key);
      });
      // Enough rows for more than one default page.
      await seedLogs(
        server,
        Array.from({ length: 60 }, (_, i) => ({ createdAt: new Date(Date.UTC(2025, 1, 1, 0, i)), logLevel: 'Information', description: `Dolgu kaydı ${i}` })),
      );
    });
    after(() => server.close());

    const search = (body: Record<string, unknown>, token: string | null = admin) => server.request('POST', '/api/logs/search', { token, body });
    /** The keys of a search's rows, in the answer's order. */
    const keys = async (body: Record<string, unknown>) => {
      const reply = await search(body);
      assert.equal(reply.status, 200, reply.text);
      return (reply.body.data as { id: number }[]).map((row) => keyOf.get(row.id) ?? `#${row.id}`);
    };

    it('filters by each of the nine filters, newest first', async () => {
      assert.deepEqual(await keys({ username: 'kayitci' }), ['E', 'D', 'C', 'B', 'A'], 'username contains, any case');
      assert.deepEqual(await keys({ username: 'kayitci', logLevel: 'Error' }), ['C']);
      assert.deepEqual(await keys({ username: 'kayitci', logLevel: 'Critical' }), ['D']);
      assert.deepEqual(await keys({ username: 'kayitci', logLevel: 'Debug' }), ['E']);
      assert.deepEqual(await keys({ action: 'Update', username: 'kayitci' }), ['B']);
      assert.deepEqual(await keys({ entityType: 'System', username: 'kayitci' }), ['D', 'C']);
      assert.deepEqual(await keys({ entityType: 'Authentication', ipAddress: '10.9.' }), ['F']);
      assert.deepEqual(await keys({ ipAddress: '10.1.1.' }), ['B', 'A'], 'IP starts with');
      assert.deepEqual(await keys({ ipAddress: '1.1.' }), [], 'IP is a prefix match, not contains');
      assert.deepEqual(await keys({ searchText: 'lojistik qjx' }), ['A'], 'search text in the description');
      assert.deepEqual(await keys({ searchText: 'KOPTU zxq' }), ['C'], 'search text in the error message');
      assert.deepEqual(await keys({ searchText: '100%_' }), [], '% and _ are literal');
      assert.deepEqual(await keys({ username: 'kayitci', hasError: true }), ['D', 'C'], 'errors only: Error and Critical');
      assert.deepEqual(await keys({ username: 'kayitci', hasError: false }), ['E', 'D', 'C', 'B', 'A'], 'unchecked: no filter');
      // İstanbul days: 11 and 12 January, both whole.
      assert.deepEqual(await keys({ startDate: '2026-01-11', endDate: '2026-01-12' }), ['C', 'B']);
      // Date-times with a zone, and without one (İstanbul time): 15:00 İstanbul is 12:00 UTC.
      assert.deepEqual(await keys({ startDate: '2026-01-12T12:00:00Z', endDate: '2026-01-14T11:59:59Z' }), ['D', 'C']);
      assert.deepEqual(await keys({ startDate: '2026-01-13T15:00', endDate: '2026-01-14T15:00' }), ['E', 'D'], 'end minute included');
      assert.deepEqual(await keys({ startDate: '2026-01-13T15:01+03:00', endDate: '2026-01-15' }), ['F', 'E']);
      assert.deepEqual(await keys({ endDate: '2026-01-10', username: 'kayitci' }), ['A'], 'an end date alone');
      assert.deepEqual(await keys({ startDate: '2026-01-15' }).then((k) => k.includes('F') && !k.includes('E')), true, 'a start date alone');
    });

    it('pages with totalCount and totalPages, sorts by CreatedAt descending by default and by the whitelist', async () => {
      const first = await search({ username: 'kayitci', pageSize: 2 });
      assert.equal(first.status, 200);
      assert.equal(first.body.totalCount, 5);
      assert.equal(first.body.totalPages, 3);
      assert.deepEqual(
        first.body.data.map((r: { id: number }) => keyOf.get(r.id)),
        ['E', 'D'],
      );
      assert.deepEqual(await keys({ username: 'kayitci', pageSize: 2, pageNumber: 3 }), ['A']);
      assert.deepEqual(await keys({ username: 'kayitci', pageSize: 2, pageNumber: 4 }), []);
      assert.deepEqual(await keys({ username: 'kayitci', sortDescending: false }), ['A', 'B', 'C', 'D', 'E']);
      assert.deepEqual(await keys({ username: 'kayitci', sortBy: 'DurationMs' }), ['C', 'A', 'B', 'E', 'D'], 'empty durations last');
      assert.deepEqual(await keys({ username: 'kayitci', sortBy: 'username', sortDescending: false }), ['E', 'B', 'A', 'D', 'C']);

      const everything = await search({});
      assert.equal(everything.body.data.length, 50, 'default page size 50');
      const total = everything.body.totalCount as number;
      assert.ok(total > 50);
      assert.equal(everything.body.totalPages, Math.ceil(total / 50));
      const times = everything.body.data.map((r: { createdAt: string }) => Date.parse(r.createdAt));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
      );
      assert.equal((await search({ pageSize: 200 })).status, 200);
    });

    it('counts a username or text search up to the cap and says so; other filters exactly', async () => {
      const actor = adminActor('POST', '/api/logs/search');
      const service = new SystemLogAdminService(server.app.db, server.app.systemLog, server.app.log, { countCap: 3 });
      const filter = (values: Partial<LogSearchValues>) => ({
        pageNumber: 1,
        pageSize: 2,
        sortBy: 'CreatedAt' as const,
        sortDescending: true,
        username: '',
        ipAddress: '',
        searchText: '',
        startDate: '',
        endDate: '',
        ...values,
      });
      const capped = await service.search(filter({ username: 'kayitci' }), actor);
      assert.deepEqual(
        {
          totalCount: capped.totalCount,
          totalPages: capped.totalPages,
          totalCountCapped: capped.totalCountCapped,
          rows: capped.data.map((r) => keyOf.get(r.id)),
        },
        { totalCount: 3, totalPages: 2, totalCountCapped: true, rows: ['E', 'D'] },
      );
      const exact = await service.search(filter({ username: 'kayitci2' }), actor);
      assert.equal(exact.totalCount, 2);
      assert.equal(exact.totalCountCapped, undefined);
      const byDate = await service.search(filter({ startDate: '2026-01-10', endDate: '2026-01-15' }), actor);
      assert.equal(byDate.totalCount, 6, 'dates alone are counted exactly');
      assert.equal(byDate.totalCountCapped, undefined);
      const settings = await service.settingsList({ searchText: 'o', pageSize: '2' }, actor);
      assert.deepEqual([settings.totalCount, settings.capped], [3, true]);
    });

    it('answers the log entry shape', async () => {
      const reply = await search({ username: 'kayitci2', logLevel: 'Error' });
      // Row C as it was written, with its id, the time as ISO text and no entity id.
      const { key: _key, createdAt, ...written } = ROWS.find((row) => row.key === 'C')!;
      assert.deepEqual(reply.body.data[0], { id: idOf.get('C'), createdAt: createdAt.toISOString(), entityId: null, ...written });
      assert.equal(reply.body.data[0].createdAt, '2026-01-12T12:00:00.000Z');
      assert.equal(reply.body.data[0].stackTrace, 'Error: Veritabanı bağlantısı koptu ZXQ\n    at query (db.ts:1:1)');
    });

    it('refuses bad filters with Turkish field messages', async () => {
      const check = async (body: Record<string, unknown>, errors: Record<string, string[]>) => {
        const reply = await search(body);
        assert.equal(reply.status, 400, JSON.stringify(body));
        assert.deepEqual(reply.body.errors, errors);
      };
      await check({ logLevel: 'Verbose' }, { logLevel: [MSG.logLevelInvalid] });
      await check({ action: 'Drop' }, { action: [MSG.logActionInvalid] });
      await check({ entityType: 'Table' }, { entityType: [MSG.logEntityTypeInvalid] });
      await check({ sortBy: 'Password' }, { sortBy: [MSG.logSortInvalid] });
      await check({ pageSize: 201 }, { pageSize: [MSG.pageSizeInvalid(200)] });
      await check({ pageSize: 0, pageNumber: 0 }, { pageSize: [MSG.pageSizeInvalid(200)], pageNumber: [MSG.pageInvalid] });
      await check({ startDate: 'dün', endDate: '2026-02-30' }, { startDate: [MSG.logDateInvalid], endDate: [MSG.logDateInvalid] });
      await check({ startDate: '2026-01-12', endDate: '2026-01-11' }, { endDate: [MSG.dateRangeInvalid] });
      await check({ hasError: 'evet' }, { hasError: [MSG.invalidValue] });
      // Case is forgiven, empty strings and nulls are no filter.
      assert.deepEqual(await keys({ username: 'kayitci', logLevel: 'error', action: '', entityType: null }), ['C']);
    });

    it('GET /logs/{id}: the entry, 404 in Turkish when missing', async () => {
      const reply = await server.request('GET', `/api/logs/${idOf.get('D')}`, { token: admin });
      assert.equal(reply.status, 200);
      assert.equal(reply.body.description, 'Otomatik yedek oluşturulamadı');
      assert.equal(reply.body.logLevel, 'Critical');
      const missing = await server.request('GET', '/api/logs/999999999', { token: admin });
      assert.equal(missing.status, 404);
      assert.equal(missing.body.message, MSG.logNotFound);
      assert.equal((await server.request('GET', '/api/logs/abc', { token: admin })).status, 404);
    });

    it('statistics: totals of the period, today, errors and the average duration', async () => {
      const period = await server.request('GET', '/api/logs/statistics?startDate=2026-01-10&endDate=2026-01-15', { token: admin });
      assert.equal(period.status, 200);
      const today = todayRange();
      await settleLogs(server);
      const [todayRow] = await server.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(systemLogs)
        .where(and(gte(systemLogs.createdAt, today.from), lt(systemLogs.createdAt, today.to)));
      assert.deepEqual(
        { ...period.body, todayLogs: undefined },
        { totalLogs: 6, todayLogs: undefined, errorCount: 2, averageResponseTime: (120 + 30 + 900 + 12 + 38) / 5 },
      );
      assert.ok(period.body.todayLogs > 0 && period.body.todayLogs <= todayRow.n, 'today counts today whatever the period');

      await settleLogs(server);
      const [all] = await server.app.db
        .select({
          n: sql<number>`count(*)::int`,
          errors: sql<number>`(count(*) filter (where log_level in ('Error','Critical')))::int`,
          avg: sql<string>`avg(duration_ms)`,
        })
        .from(systemLogs);
      const whole = await server.request('GET', '/api/logs/statistics', { token: admin });
      assert.equal(whole.body.totalLogs, all.n, 'without dates: every row (the call’s own row comes after its answer)');
      assert.equal(whole.body.errorCount, all.errors);
      assert.equal(whole.body.averageResponseTime, Math.round(Number(all.avg) * 10) / 10);

      const bad = await server.request('GET', '/api/logs/statistics?startDate=yarın', { token: admin });
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.errors, { startDate: [MSG.logDateInvalid] });
    });

    it('statistics: the screen’s date-times with the browser’s offset bound the period (issue 26)', async () => {
      // As the log screen sends them: datetime-local values with +03:00, the '+' encoded.
      const query = `startDate=${encodeURIComponent('2026-01-11T14:30+03:00')}&endDate=${encodeURIComponent('2026-01-13T15:00+03:00')}`;
      const period = await server.request('GET', `/api/logs/statistics?${query}`, { token: admin });
      assert.equal(period.status, 200, period.text);
      // B (11th 15:00), C (12th) and D (13th 15:00, inside the end minute); two errors; B and C have a duration.
      assert.deepEqual({ ...period.body, todayLogs: undefined }, { totalLogs: 3, todayLogs: undefined, errorCount: 2, averageResponseTime: (30 + 900) / 2 });
      const narrower = await server.request('GET', `/api/logs/statistics?startDate=${encodeURIComponent('2026-01-11T15:01+03:00')}&endDate=2026-01-12`, {
        token: admin,
      });
      assert.deepEqual({ ...narrower.body, todayLogs: undefined }, { totalLogs: 1, todayLogs: undefined, errorCount: 1, averageResponseTime: 900 });
      const empty = await server.request('GET', '/api/logs/statistics?startDate=2020-01-01&endDate=2020-01-02', { token: admin });
      assert.deepEqual({ ...empty.body, todayLogs: undefined }, { totalLogs: 0, todayLogs: undefined, errorCount: 0, averageResponseTime: 0 });
      const reversed = await server.request('GET', '/api/logs/statistics?startDate=2026-01-13&endDate=2026-01-11', { token: admin });
      assert.equal(reversed.status, 400);
      assert.match(reversed.body.message + JSON.stringify(reversed.body.errors ?? {}), /Başlangıç tarihi bitiş tarihinden sonra olamaz/);
    });

    it('GET /settings/logs: simple entries, total in x-total-count, level and search text', async () => {
      const reply = await server.request('GET', '/api/settings/logs?pageNumber=1&pageSize=2&level=Error&searchText=koptu%20zxq', { token: admin });
      assert.equal(reply.status, 200);
      assert.equal(reply.headers.get('x-total-count'), '1');
      assert.deepEqual(reply.body, [
        { id: idOf.get('C'), timestamp: '2026-01-12T12:00:00.000Z', level: 'Error', message: 'POST /api/company → 500', userName: 'kayitci2' },
      ]);

      await settleLogs(server);
      const [count] = await server.app.db.select({ n: sql<number>`count(*)::int` }).from(systemLogs);
      const page = await server.request('GET', '/api/settings/logs?pageSize=3', { token: admin });
      assert.equal(page.headers.get('x-total-count'), String(count.n));
      assert.equal(page.body.length, 3);
      assert.deepEqual(Object.keys(page.body[0]).sort(), ['id', 'level', 'message', 'timestamp', 'userName']);
      const second = await server.request('GET', '/api/settings/logs?pageSize=3&pageNumber=2', { token: admin });
      assert.ok(second.body.every((row: { id: number }) => !page.body.some((first: { id: number }) => first.id === row.id)));
      assert.deepEqual((await server.request('GET', '/api/settings/logs?level=Loud', { token: admin })).body.errors, { level: [MSG.logLevelInvalid] });
      assert.equal((await server.request('GET', '/api/settings/logs?pageSize=500', { token: admin })).status, 400);
    });

    it('is the Admin’s alone: a Tamirci gets 403 in Turkish on every call, nobody signed in 401', async () => {
      const calls: [string, string, unknown?][] = [
        ['POST', '/api/logs/search', {}],
        ['GET', `/api/logs/${idOf.get('A')}`],
        ['GET', '/api/logs/statistics'],
        ['POST', '/api/logs/export', { startDate: '2026-01-01', endDate: '2026-01-31' }],
        ['DELETE', '/api/logs/clean?daysToKeep=30'],
        ['GET', '/api/settings/logs'],
      ];
      const before = await seedCount(server);
      for (const [method, path, body] of calls) {
        const refused = await server.request(method, path, { token: tenant.token, body });
        assert.equal(refused.status, 403, `${method} ${path}`);
        assert.equal(refused.body.message, MSG.forbidden);
        const anonymous = await server.request(method, path, { body });
        assert.equal(anonymous.status, 401, `${method} ${path}`);
        assert.equal(anonymous.body.message, MSG.sessionExpired);
      }
      assert.equal(await seedCount(server), before, 'the refused clean deleted nothing');
    });
  });
}

async function seedCount(server: TestServer): Promise<number> {
  const [row] = await server.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(systemLogs)
    .where(sql`${systemLogs.createdAt} < '2026-02-01'`);
  return row.n;
}
